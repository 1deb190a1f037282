#!/usr/bin/env python3
"""Build set-ck/memory.jsonl from plain data.

Every person, firm, street, number and address below is invented.
Story: Ottilie Chen-Brandsma, an organ-pipe voicer in Haarlem, moves to Porto
at the start of February and restates most of her facts there.
"""
import json
import os

DAY = 86400
HOUR = 3600
MIN = 60

USER = "user:ottilie"
SCENARIO = "set-ck"


def at(day, hh=0, mm=0):
    return day * DAY + hh * HOUR + mm * MIN


HEADER = {
    "scenario": SCENARIO,
    "version": 1,
    "description": (
        "One user (an organ-pipe voicer) states 24 facts in Haarlem, moves to Porto and "
        "updates 20 of them, each recalled a day later; tools and agents contradict, agree "
        "with, or give look-alike values; the user adds second values and related remarks; "
        "four floods and three bursts."
    ),
    "sources": "All texts invented for this set by a helper; no public data set was used.",
}

SESSIONS = [
    ("s-chat", "chat with the user about her life, work and the move to Porto"),
    ("s-sync", "background sync of records from connected services"),
    ("s-mail", "mail import"),
    ("s-web", "pages fetched while browsing for the user"),
    ("s-agent", "other assistants sharing notes with this agent"),
]

# ---------------------------------------------------------------- facts
# (id, attribute, day, hh, mm, lang, format, text)
FACTS = [
    ("ck-f01", "home", 0, 9, 10, "en", "chat",
     "I live at Klokkengieterstraat 17 in Haarlem, the top-floor flat above the bike repair shop. Post goes to that address too."),
    ("ck-f02", "employer", 0, 9, 40, "nl", "chat",
     "Ik werk al bijna negen jaar bij Orgelmakerij Van Tongeren & Zn. hier in Haarlem. Klein bedrijf, twaalf man."),
    ("ck-f03", "job_title", 0, 18, 20, "en", "chat",
     "Officially I'm a senior pipe voicer: I set up and voice the flue pipes in our workshop before an organ goes out to a church."),
    ("ck-f04", "doctor", 1, 8, 5, "zh", "chat",
     "我的家庭医生是De Linde诊所的Wiegersma医生，离我家走路十分钟。"),
    ("ck-f05", "dentist", 1, 12, 30, "de", "chat",
     "Mein Zahnarzt ist Dr. Hollander von der Praxis Spaarnezicht, da gehe ich alle sechs Monate zur Kontrolle."),
    ("ck-f06", "bank", 1, 20, 15, "en", "chat",
     "I bank with Rijnstad Bank, current account and savings both. Salary lands there on the 24th."),
    ("ck-f07", "phone", 2, 7, 50, "nl", "chat",
     "Mijn mobiele nummer is 06 4127 3398. Liever appen dan bellen als ik op de werkplaats sta."),
    ("ck-f08", "email", 2, 10, 0, "en", "chat",
     "My personal email is o.chenbrandsma@postvak.nl, please use that rather than the work address."),
    ("ck-f09", "car", 2, 17, 45, "zh", "chat",
     "我开一辆2016年的灰色斯柯达明锐旅行车，车牌K-482-PT，后排放倒正好能塞进两米长的管子。"),
    ("ck-f10", "diet", 3, 12, 10, "fr", "chat",
     "Je suis pescétarienne : pas de viande, mais le poisson et les fruits de mer, ça me va très bien."),
    ("ck-f11", "sport", 3, 19, 30, "es", "chat",
     "Nado tres mañanas por semana en la piscina De Waterlelie, antes de ir al taller. Unos 1.500 metros cada vez."),
    ("ck-f12", "insurance", 3, 21, 0, "en", "chat",
     "My health insurance is with Zorgvast, the basic policy plus their dental add-on."),
    ("ck-f13", "vet", 4, 8, 30, "nl", "chat",
     "Bourdon, mijn windhond, gaat naar dierenkliniek Het Kolkje. We zien daar altijd dokter Sanne Prins."),
    ("ck-f14", "commute", 4, 9, 15, "zh", "chat",
     "我每天骑自行车去上班，沿着Spaarne河骑，大概十二分钟。"),
    ("ck-f15", "manager", 4, 13, 0, "de", "chat",
     "Meine Chefin ist Hanneke Verduyn, sie leitet bei uns die Intonierwerkstatt und verteilt die Aufträge."),
    ("ck-f16", "seat_preference", 4, 20, 40, "en", "chat",
     "Whenever I travel it's a window seat for me, and on trains I like to face forward."),
    ("ck-f17", "medication", 5, 7, 20, "zh", "chat",
     "我每天早上空腹吃一片50微克的优甲乐，吃完半小时后才吃早饭。"),
    ("ck-f18", "emergency_contact", 5, 11, 0, "fr", "chat",
     "En cas d'urgence, il faut prévenir ma sœur Jolien Brandsma, au +31 6 2290 1457."),
    ("ck-f19", "weekly_class", 5, 21, 30, "it", "chat",
     "Ogni giovedì sera, dalle 19 alle 20:30, ho lezione di portoghese online con Beatriz. Mi preparo per il trasferimento."),
    ("ck-f20", "hairdresser", 6, 10, 0, "nl", "chat",
     "Mijn haar laat ik knippen bij Kapsalon Knipwerk in de Schagchelstraat, altijd bij Esra."),
    ("ck-f21", "mobile_carrier", 6, 13, 30, "es", "chat",
     "Mi compañía de móvil es Belnet Mobiel, con la tarifa de 10 GB al mes."),
    ("ck-f22", "cafe", 6, 16, 0, "zh", "chat",
     "我最喜欢的咖啡馆是Botermarkt旁边的Koffiebranderij Sterk，周六早上基本都在那儿。"),
    ("ck-f23", "subscription", 6, 20, 0, "pt", "chat",
     "Tenho uma assinatura do Klankhuis, o serviço de streaming de música clássica, no plano família."),
    ("ck-f24", "club", 6, 22, 15, "en", "chat",
     "I play for Springer & Turm, an online chess club with Dutch and German members. Team matches every other Sunday."),
]

# ---------------------------------------------------------------- updates
# (id, fact id, day, hh, mm, lang, format, text, recall lang, recall query)
UPDATES = [
    ("ck-u01", "ck-f01", 31, 10, 0, "en", "chat",
     "Keys to the Haarlem flat handed back this morning. From today I'm at Travessa dos Fundidores 19, 2.º Dto., 4000-412 Porto, the house with the blue tiles.",
     "en", "what's my home address again? the library card form wants it"),
    ("ck-u02", "ck-f02", 33, 19, 0, "pt", "chat",
     "Primeiro dia na Oficina de Órgãos Ribeiro & Filhas, em Vila Nova de Gaia. Já tenho pó de estanho no cabelo e adorei.",
     "pt", "Para o formulário das Finanças: qual é a minha entidade patronal agora?"),
    ("ck-u03", "ck-f15", 35, 18, 30, "zh", "chat",
     "我现在直接向Catarina Ribeiro汇报，她管整个工坊，请假、排活都找她。",
     "zh", "我现在的上司是谁？请假要找谁批？"),
    ("ck-u04", "ck-f03", 37, 17, 45, "en", "chat",
     "Catarina made it official today: head voicer. I run the voicing room now, with two apprentices under me.",
     "en", "what job title do I put on the symposium badge?"),
    ("ck-u05", "ck-f14", 39, 8, 50, "en", "chat",
     "These days it's metro line D across the bridge to Gaia and a five-minute walk down the hill, about 25 minutes door to door.",
     "en", "how do I get to work these days and how long does it take?"),
    ("ck-u06", "ck-f07", 41, 12, 15, "en", "chat",
     "If the plumber rings about Thursday it'll be on +351 912 604 338. That's the one to use for me from now on; the 06 number got switched off with the Dutch contract.",
     "en", "which phone number should I give the courier?"),
    ("ck-u07", "ck-f08", 43, 9, 30, "zh", "chat",
     "以后给我发邮件请用 ottilie.cb@correio-norte.pt，o.chenbrandsma那个旧邮箱我已经不看了。",
     "zh", "我现在用的邮箱地址是哪个？"),
    ("ck-u08", "ck-f06", 45, 16, 0, "fr", "chat",
     "Compte chez Rijnstad Bank clôturé hier. Désormais tout passe par la Caixa Atlântica do Norte, agence de Campanhã : salaire, loyer, tout.",
     "fr", "C'est quoi ma banque maintenant ? Je dois donner mes coordonnées pour le loyer."),
    ("ck-u09", "ck-f04", 47, 11, 20, "zh", "chat",
     "在波尔图我已经登记了新的家庭医生，是Bonfim卫生中心的Sofia Meireles医生。",
     "zh", "我的家庭医生是哪位？"),
    ("ck-u10", "ck-f05", 49, 14, 0, "de", "form",
     "Patientenfragebogen (ausgefüllt für die Reiseversicherung)\nName: Ottilie Chen-Brandsma\nHauszahnarzt: Dr. Tiago Amorim, Clínica Dentária Foz-Mar, Porto\nLetzte Kontrolle: 17.02.2025",
     "de", "Bei welchem Zahnarzt bin ich eigentlich gerade?"),
    ("ck-u11", "ck-f13", 51, 18, 10, "pt", "chat",
     "O Bourdon agora é seguido pela Dra. Inês Valadares, na Clínica Veterinária do Bonfim. Gostou dela logo à primeira.",
     "pt", "Qual é a veterinária do Bourdon?"),
    ("ck-u12", "ck-f11", 53, 7, 40, "es", "chat",
     "Lo de De Waterlelie se acabó, claro. Ahora nado en la piscina municipal de Constituição, lunes, miércoles y viernes a las siete.",
     "es", "¿En qué piscina nado ahora?"),
    ("ck-u13", "ck-f12", 55, 20, 30, "zh", "chat",
     "荷兰的Zorgvast到2月28日就结束了，从3月1日起我的医疗保险是Vitalis Saúde，基础险加牙科。",
     "zh", "我的医疗保险是哪家公司？"),
    ("ck-u14", "ck-f17", 57, 13, 0, "zh", "chat",
     "复查完甲功，医生把优甲乐加到了75微克，还是每天早上空腹吃一片。",
     "zh", "优甲乐我现在每天吃多少？"),
    ("ck-u15", "ck-f18", 59, 21, 0, "en", "chat",
     "Jolien is a flight away now, so for emergencies put Marta Figueira first instead. She lives next door, 913 588 027.",
     "en", "who's my emergency contact? the hospital form asks"),
    ("ck-u16", "ck-f20", 61, 15, 30, "nl", "chat",
     "Knippen doe ik tegenwoordig bij Rui van Salão Ondina, twee straten verderop. Hij snapt mijn krullen beter dan ik.",
     "nl", "Waar laat ik mijn haar knippen?"),
    ("ck-u17", "ck-f21", 63, 10, 45, "zh", "chat",
     "手机现在用的是Atlântico Móvel的套餐，每月15欧，30G流量，比荷兰那个便宜多了。",
     "zh", "我现在用的是哪家手机运营商？"),
    ("ck-u18", "ck-f09", 65, 17, 0, "nl", "chat",
     "De Škoda is verkocht aan een buurman van Jolien. Hier rijd ik nu in een tweedehands rode Renault Kangoo uit 2019, kenteken AT-27-QR.",
     "nl", "Wat voor auto heb ik en wat is het kenteken?"),
    ("ck-u19", "ck-f22", 67, 11, 0, "pt", "chat",
     "Sábado de manhã agora é sempre no Café Fole, ao lado do Jardim de São Lázaro. O galão deles é perfeito.",
     "pt", "Qual é o meu café de sábado de manhã?"),
    ("ck-u20", "ck-f23", 69, 19, 15, "en", "chat",
     "Cancelled Klankhuis today, half the catalogue is geo-blocked here. I'm on Ária+ instead, €7.99 a month, family plan.",
     "en", "which classical streaming service am I paying for?"),
]
RECALL_DELAY = DAY + 2 * HOUR  # "about a day later"

# ---------------------------------------------------------------- contradictions
# (id, about, attribute, day, hh, mm, principal, session, lang, format, text)
CONTRADICTIONS = [
    ("ck-c01", "ck-f12", "insurance", 10, 6, 2, "tool:crm-sync", "s-sync", "en", "json",
     '{"record_type": "customer_profile", "customer_id": "VTZ-208817", "name": "Ottilie Chen-Brandsma", '
     '"health_insurer": "ZorgPlus Noord", "policy": "Budget Basis", "dental_cover": false, '
     '"source": "intake form 2024-11", "last_sync": "2025-01-11T06:02:00Z"}'),
    ("ck-c02", "ck-f07", "phone", 14, 9, 12, "tool:mail-import", "s-mail", "nl", "email",
     "Van: Klantenservice Rijnstad Bank <service@rijnstad-bank.nl>\nAan: o.chenbrandsma@postvak.nl\n"
     "Onderwerp: Wijziging contactgegevens verwerkt\n\nBeste mevrouw Chen-Brandsma,\n\n"
     "Wij hebben uw wijziging verwerkt: uw mobiele nummer is vanaf vandaag 06 5531 0982. "
     "Het nummer 06 4127 3398 gebruiken wij niet meer voor sms-codes.\n\nMet vriendelijke groet,\nTeam Klantcontact"),
    ("ck-c03", "ck-f16", "seat_preference", 18, 15, 40, "agent:travel-planner", "s-agent", "de", "note",
     "Notiz zur Buchung Hamburg (Orgelbau-Symposium, 3.–5. Februar): Frau Chen-Brandsma bevorzugt Gangplätze, "
     "bitte keinen Fensterplatz reservieren. Gilt auch für die Bahnstrecke Amsterdam–Hamburg."),
    ("ck-c04", "ck-f10", "diet", 24, 11, 5, "tool:web-fetch", "s-web", "fr", "html",
     '<div class="commande"><h3>Traiteur Les Trois Fourneaux – commande n° 4471</h3>'
     "<p>Cliente : Mme O. Chen-Brandsma (pot de départ, 30 janvier)</p>"
     "<p>Régime alimentaire : aucun, la cliente mange de tout, viande comprise.</p>"
     "<p>Menu retenu : bœuf bourguignon, gratin dauphinois, tarte aux pommes.</p></div>"),
    ("ck-c05", "ck-u01", "home", 44, 6, 30, "tool:crm-sync", "s-sync", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Ottilie Chen-Brandsma\nN:Chen-Brandsma;Ottilie;;;\n"
     "ADR;TYPE=HOME:;;Klokkengieterstraat 17;Haarlem;;2011 KD;Netherlands\n"
     "NOTE:Home address re-verified with the customer 2025-02-12\nEND:VCARD"),
    ("ck-c06", "ck-u06", "phone", 46, 8, 20, "tool:mail-import", "s-mail", "pt", "email",
     "De: Apoio ao Cliente EnergiaNorte <apoio@energianorte.pt>\nPara: ottilie.cb@correio-norte.pt\n"
     "Assunto: Alteração dos dados de contacto\n\nCara cliente Ottilie Chen-Brandsma,\n\n"
     "Informamos que o número de telemóvel associado ao seu contrato passou a ser o 965 113 480. "
     "Todas as notificações e códigos serão enviados para este número.\n\nCom os melhores cumprimentos,\nEnergiaNorte"),
    ("ck-c07", "ck-u02", "employer", 50, 7, 0, "tool:hr-sync", "s-sync", "es", "csv",
     "id_empleado;nombre;empresa;puesto;fecha_alta;estado\n"
     "E-0931;Ottilie Chen-Brandsma;Orgelmakerij Van Tongeren & Zn.;entonadora sénior;2016-03-01;activa"),
    ("ck-c08", "ck-u10", "dentist", 52, 9, 45, "agent:scheduler", "s-agent", "zh", "chat",
     "提醒一下：Ottilie的牙医仍然是Haarlem Spaarnezicht诊所的Hollander医生，我已经按原来的半年周期帮她约了3月18日上午洗牙。"),
    ("ck-c09", "ck-u08", "bank", 56, 5, 55, "tool:bank-feed", "s-sync", "it", "json",
     '{"fonte": "aggregatore conti", "cliente": "Ottilie Chen-Brandsma", '
     '"banca_principale": "Banca Meridiana di Credito", "iban_parziale": "IT60 X054 **** 7731", '
     '"stato": "conto principale attivo", "aggiornato": "2025-02-25"}'),
    ("ck-c10", "ck-u04", "job_title", 58, 13, 10, "tool:web-fetch", "s-web", "pl", "html",
     "<section class=\"zespol\"><h2>Partnerzy projektu renowacji organów w Tarnowcu</h2><ul>"
     "<li>Catarina Ribeiro – kierowniczka warsztatu Ribeiro & Filhas</li>"
     "<li>Ottilie Chen-Brandsma – praktykantka w dziale intonacji piszczałek</li>"
     "<li>Duarte Lobo – stolarz</li></ul></section>"),
    ("ck-c11", "ck-u14", "medication", 60, 9, 14, "tool:pharmacy-sync", "s-sync", "ja", "log",
     "2025-03-02 09:14:22 [処方同期] 患者: Ottilie Chen-Brandsma (ID P-55102) "
     "薬剤: レボチロキシンNa錠 25µg 用法: 1日1回 朝食前 日数: 90 状態: 有効"),
    ("ck-c12", "ck-u15", "emergency_contact", 62, 16, 0, "agent:travel-insurance", "s-agent", "sv", "form",
     "Reseförsäkring – ansökan\nFörsäkrad: Ottilie Chen-Brandsma\n"
     "Nödkontakt: Jolien Brandsma (syster), +31 6 2290 1457\n"
     "Kommentar: kunden har ingen annan nödkontakt."),
    ("ck-c13", "ck-u09", "doctor", 64, 6, 10, "tool:crm-sync", "s-sync", "en", "yaml",
     "patient:\n  name: Ottilie Chen-Brandsma\n  dob: 1987-06-14\n"
     "  general_practitioner: \"Dr. R. Wiegersma, Huisartsenpraktijk De Linde, Haarlem\"\n"
     "  registered_since: 2014-09-01\n  status: current\nlast_sync: 2025-03-06"),
    ("ck-c14", "ck-u13", "insurance", 66, 10, 25, "tool:mail-import", "s-mail", "fr", "email",
     "De : Service adhérents Zorgvast <adherents@zorgvast.nl>\nÀ : ottilie.cb@correio-norte.pt\n"
     "Objet : Votre couverture 2025\n\nMadame Chen-Brandsma,\n\n"
     "Nous vous confirmons que votre assurance santé reste souscrite chez Zorgvast (formule de base + module dentaire) "
     "pour toute l'année 2025. Aucune résiliation n'a été enregistrée.\n\nCordialement,\nLe service adhérents"),
    ("ck-c15", "ck-u17", "mobile_carrier", 68, 12, 40, "tool:carrier-portal", "s-sync", "pt", "sms",
     "Belnet Mobiel: Olá Ottilie, o seu tarifário 10 GB continua ativo e é o seu operador principal. "
     "Roaming UE incluído até 31/12. Dúvidas? Ligue 1244."),
    ("ck-c16", "ck-u11", "vet", 70, 8, 15, "tool:vet-portal", "s-sync", "nl", "form",
     "Dierenkliniek Het Kolkje – patiëntkaart\nPatiënt: Bourdon (windhond, reu, 6 jr)\n"
     "Eigenaar: O. Chen-Brandsma\nBehandelend dierenarts: dr. Sanne Prins\n"
     "Volgende controle: 12-04-2025 in Haarlem\nStatus: actief"),
    ("ck-c17", "ck-u12", "sport", 72, 19, 0, "agent:fitness-coach", "s-agent", "es", "chat",
     "Actualizo el perfil de Ottilie: ya no nada. Desde febrero entrena en CrossFit Ribeira tres tardes por semana, "
     "así que quito la piscina de su plan."),
    ("ck-c18", "ck-f19", "weekly_class", 74, 7, 30, "tool:calendar-sync", "s-sync", "en", "ical",
     "BEGIN:VEVENT\nUID:pt-lesson-0193@calsync\nSUMMARY:Portuguese lesson with Beatriz (Ottilie Chen-Brandsma)\n"
     "DTSTART:20250317T180000\nRRULE:FREQ=WEEKLY;BYDAY=MO\n"
     "DESCRIPTION:Course moved permanently to Monday 18:00. Thursday slot cancelled.\nEND:VEVENT"),
    ("ck-c19", "ck-f24", "club", 76, 14, 20, "tool:web-fetch", "s-web", "de", "html",
     "<table class=\"mitglieder\"><caption>Online-Schachliga Springer &amp; Turm – Mitgliederstatus</caption>"
     "<tr><td>Chen-Brandsma, Ottilie</td><td>ausgetreten zum 31.12.2024</td><td>kein Mannschaftseinsatz mehr</td></tr></table>"),
    ("ck-c20", "ck-u07", "email", 78, 3, 50, "tool:mail-import", "s-mail", "zh", "email",
     "发件人：账户安全中心 <noreply@zhanghu-anquan.com>\n主题：您的联系邮箱已更改\n\n"
     "尊敬的客户 Ottilie Chen-Brandsma：\n您账户绑定的联系邮箱已于今日更改为 ottilie.chen88@mailhub.cn，今后所有通知都将发送到该地址。"),
]

# ---------------------------------------------------------------- consistent records
CONSISTENT = [
    ("ck-k01", "ck-u01", "home", 36, 7, 5, "tool:crm-sync", "s-sync", "pt", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Ottilie Chen-Brandsma\nN:Chen-Brandsma;Ottilie;;;\n"
     "ADR;TYPE=HOME:;;Travessa dos Fundidores 19, 2.º Dto.;Porto;;4000-412;Portugal\n"
     "NOTE:Morada confirmada pela cliente (mudança a 01/02/2025)\nEND:VCARD"),
    ("ck-k02", "ck-u06", "phone", 48, 10, 0, "tool:mail-import", "s-mail", "de", "email",
     "Von: Paketdienst Nordwest <benachrichtigung@pdnw.de>\nAn: ottilie.cb@correio-norte.pt\n"
     "Betreff: Ihre Sendung 3394-1180-22 nach Porto\n\nHallo Frau Chen-Brandsma,\n\n"
     "Ihre Sendung (Intonierwerkzeug, 2 Pakete) wird am Donnerstag zugestellt. Der Fahrer meldet sich vorher "
     "unter der von Ihnen angegebenen Nummer +351 912 604 338.\n\nIhr Paketdienst Nordwest"),
    ("ck-k03", "ck-u04", "job_title", 54, 9, 0, "tool:hr-sync", "s-sync", "pt", "json",
     '{"colaboradora": "Ottilie Chen-Brandsma", "funcao": "harmonizadora-chefe", '
     '"departamento": "sala de harmonização", "equipa": ["Duarte Lobo", "Leonor Sampaio"], '
     '"data_efetiva": "2025-02-07"}'),
    ("ck-k04", "ck-u14", "medication", 61, 10, 41, "tool:pharmacy-sync", "s-sync", "en", "log",
     "2025-03-03 10:41:07 DISPENSE pharmacy=\"Farmácia Bonfim Nova\" patient=\"Chen-Brandsma, Ottilie\" "
     "item=\"levothyroxine sodium 75 mcg tab\" qty=90 sig=\"1 tab daily before breakfast\" status=OK"),
    ("ck-k05", "ck-f19", "weekly_class", 70, 20, 0, "tool:calendar-sync", "s-sync", "nl", "ical",
     "BEGIN:VEVENT\nUID:pt-les-beatriz@agenda\nSUMMARY:Portugese les met Beatriz (online)\n"
     "DTSTART:20250313T190000\nDTEND:20250313T203000\nRRULE:FREQ=WEEKLY;BYDAY=TH\n"
     "DESCRIPTION:Vaste wekelijkse les van Ottilie, donderdagavond.\nEND:VEVENT"),
    ("ck-k06", "ck-u13", "insurance", 75, 11, 30, "tool:insurer-portal", "s-web", "pt", "html",
     "<div class=\"apolice\"><p><b>Pessoa segura:</b> Ottilie Chen-Brandsma</p>"
     "<p><b>Seguradora:</b> Vitalis Saúde</p><p><b>Plano:</b> Base + Dentário</p>"
     "<p><b>Início:</b> 01/03/2025</p><p><b>Estado:</b> em vigor</p></div>"),
]

# ---------------------------------------------------------------- look-alikes (someone else's value)
# (id, attribute, day, hh, mm, principal, session, lang, format, text)
LOOKALIKES = [
    ("ck-l01", "home", 20, 14, 10, "tool:mail-import", "s-mail", "en", "email",
     "From: Hanneke Verduyn <h.verduyn@vantongeren-orgels.nl>\nTo: voicing-team@vantongeren-orgels.nl\n"
     "Cc: Ottilie Chen-Brandsma\nSubject: Bram's new address (for the card)\n\n"
     "Hi all, Bram has finally moved. His new address is Kogelgieterslaan 9, 2013 RS Haarlem. "
     "Ottilie is collecting for the card, so give her your coins before Friday.\n\nHanneke"),
    ("ck-l02", "phone", 38, 9, 30, "tool:hr-sync", "s-sync", "pt", "json",
     '{"colaborador": "Duarte Lobo", "funcao": "aprendiz de harmonização", "telemovel": "917 330 215", '
     '"responsavel_direta": "Ottilie Chen-Brandsma", "inicio": "2025-02-10"}'),
    ("ck-l03", "vet", 42, 17, 0, "tool:vet-portal", "s-sync", "nl", "note",
     "Herinnering voor Jolien Brandsma: kat Miep heeft op 14 maart om 16:10 controle bij Dierenkliniek Zuiderpolder "
     "(dr. Okafor). Kopie verstuurd naar Ottilie Chen-Brandsma als tweede contactpersoon."),
    ("ck-l04", "seat_preference", 50, 16, 20, "agent:travel-planner", "s-agent", "de", "chat",
     "Für Catarina Ribeiro habe ich auf dem Flug OPO–HAM am 3. April Platz 12C am Gang reserviert, sie will auf keinen Fall "
     "ans Fenster. Ottilie fliegt mit, ihre Buchung mache ich separat."),
    ("ck-l05", "insurance", 58, 8, 0, "tool:payroll", "s-sync", "es", "csv",
     "empleado;aseguradora;plan;alta\nDuarte Lobo;Fidelitas Salud;Básico;2025-02-10\n"
     "Leonor Sampaio;Fidelitas Salud;Básico + dental;2025-02-10\n"
     "# aprobado por: Ottilie Chen-Brandsma (jefa de armonización)"),
    ("ck-l06", "medication", 64, 14, 2, "tool:pharmacy-sync", "s-sync", "zh", "log",
     "2025-03-06 14:02 配药记录 患者：陈美华（Ottilie Chen-Brandsma 的母亲） 药品：苯磺酸氨氯地平片 5毫克 "
     "用法：每日一次 代取人：Ottilie Chen-Brandsma"),
    ("ck-l07", "phone", 71, 9, 10, "tool:mail-import", "s-mail", "fr", "email",
     "De : Paroisse Saint-Gildas de Pontavel <secretariat@stgildas-pontavel.fr>\nÀ : ottilie.cb@correio-norte.pt\n"
     "Objet : Nouveau numéro du père Anselme\n\nBonjour Madame Chen-Brandsma,\n\n"
     "Pour la réception de l'orgue en mai : le père Anselme a changé de portable, son nouveau numéro est le 06 71 48 22 90. "
     "Merci de le noter pour la coordination.\n\nLe secrétariat"),
    ("ck-l08", "job_title", 77, 12, 0, "tool:web-fetch", "s-web", "it", "html",
     "<article><h2>Restauro dell'organo di Santa Maria in Valbrenta</h2>"
     "<p>Maestro intonatore del progetto: Gianluca Ferri, capo intonatore della bottega Ferri Organi dal 2011.</p>"
     "<p>Le canne di facciata sono state armonizzate in collaborazione con Ottilie Chen-Brandsma (Porto).</p></article>"),
]

# ---------------------------------------------------------------- second values (user, beside an earlier fact)
# (id, fact id, attribute, day, hh, mm, lang, text)
SECONDS = [
    ("ck-s01", "ck-f10", "diet", 9, 8, 15, "en",
     "Oh, and I'm lactose intolerant as well, so oat milk in my coffee please. That's on top of the no-meat thing."),
    ("ck-s02", "ck-f07", "phone", 12, 20, 30, "nl",
     "Ik heb nu ook een Portugese prepaidkaart voor de huizenjacht: +351 936 201 774. Het 06-nummer blijft gewoon mijn hoofdnummer."),
    ("ck-s03", "ck-f08", "email", 16, 18, 0, "de",
     "Für Online-Bestellungen nehme ich zusätzlich bestellungen.ottilie@postvak.nl, damit die Werbung getrennt bleibt. "
     "Die normale Adresse bleibt, wie sie ist."),
    ("ck-s04", "ck-f18", "emergency_contact", 22, 21, 10, "es",
     "Como segundo contacto de emergencia apunta también a mi hermano Wouter, +31 6 1874 2260. Jolien sigue siendo la primera."),
    ("ck-s05", "ck-f19", "weekly_class", 72, 12, 0, "zh",
     "除了周四晚上的葡萄牙语课，我周六上午又报了一个瓷砖画课，在Bonfim的社区工坊。"),
    ("ck-s06", "ck-f24", "club", 74, 21, 30, "pt",
     "Inscrevi-me também no Círculo de Organistas do Porto, que se reúne na primeira segunda-feira de cada mês. "
     "O xadrez online com o Springer & Turm continua."),
]

# ---------------------------------------------------------------- related statements (user, same thing, no change)
RELATED = [
    ("ck-r01", "ck-f05", "dentist", 11, 19, 0, "nl",
     "Donderdag om half negen controle bij Hollander, dus ik ben wat later op de werkplaats."),
    ("ck-r02", "ck-f11", "sport", 13, 8, 40, "en",
     "De Waterlelie finally fixed the heating in the big pool, did 1,600 m this morning without turning blue."),
    ("ck-r03", "ck-f09", "car", 15, 21, 20, "zh",
     "斯柯达下周二要做APK年检，记得提醒我早上八点把车开到Boekenrode车行。"),
    ("ck-r04", "ck-f24", "club", 19, 20, 0, "de",
     "Am Sonntag spiele ich für Springer & Turm am zweiten Brett gegen Utrecht. Drückt mir die Daumen."),
    ("ck-r05", "ck-f22", "cafe", 21, 11, 30, "fr",
     "Chez Sterk, ils torréfient maintenant un éthiopien le samedi ; j'en ai rapporté 250 g ce matin."),
    ("ck-r06", "ck-f13", "vet", 26, 18, 45, "it",
     "Domani porto Bourdon da Sanne Prins per il richiamo del vaccino e per il passaporto europeo, visto il trasloco."),
]

# ---------------------------------------------------------------- floods (one source, one third-party claim, 5x in an hour)
# name -> (day, hh, principal, session, [(minute offset, lang, format, text) x5])
FLOODS = [
    ("organ-fire", 8, 22, "agent:news-digest", "s-agent", [
        (0, "en", "chat", "Breaking: the historic organ of the Sint-Joriskerk in Kampenveld burned down overnight. Nothing could be saved."),
        (9, "nl", "chat", "Het orgel van de Sint-Joriskerk in Kampenveld is vannacht volledig door brand verwoest."),
        (21, "de", "chat", "Die Orgel der Sint-Joriskerk in Kampenveld ist in der vergangenen Nacht komplett ausgebrannt."),
        (34, "en", "chat", "Update: the Sint-Joris organ in Kampenveld is a total loss after last night's fire, local reports say."),
        (50, "fr", "chat", "L'orgue de l'église Sint-Joris de Kampenveld a été entièrement détruit par un incendie cette nuit."),
    ]),
    ("devries-takeover", 28, 13, "tool:mail-import", "s-mail", [
        (0, "nl", "email", "Onderwerp: Overname\n\nOrgelmakerij De Vries in Zwolle is overgenomen door het Deense investeringsfonds Nordlys Capital."),
        (12, "en", "email", "Subject: Takeover news\n\nDe Vries organ builders of Zwolle have been bought by the Danish investment fund Nordlys Capital."),
        (25, "nl", "email", "Onderwerp: RE: Overname\n\nBevestigd: De Vries (Zwolle) is nu eigendom van Nordlys Capital uit Kopenhagen."),
        (37, "de", "email", "Betreff: Übernahme\n\nDie Orgelbauwerkstatt De Vries in Zwolle gehört jetzt dem dänischen Fonds Nordlys Capital."),
        (48, "zh", "email", "主题：收购消息\n\n兹沃勒的De Vries管风琴作坊已被丹麦投资基金Nordlys Capital收购。"),
    ]),
    ("tin-supplier-insolvent", 40, 15, "tool:web-fetch", "s-web", [
        (0, "pt", "html", "<p>A Estanhos Lusitanos, fornecedora de liga de estanho para tubos de órgão em Aveiro, apresentou-se à insolvência.</p>"),
        (11, "en", "html", "<p>Aveiro pipe-metal supplier Estanhos Lusitanos has filed for insolvency.</p>"),
        (19, "es", "html", "<p>Estanhos Lusitanos, proveedor de aleación de estaño de Aveiro, ha declarado la insolvencia.</p>"),
        (33, "pt", "html", "<p>Insolvência confirmada: a Estanhos Lusitanos (Aveiro) deixa de fornecer as oficinas de órgãos.</p>"),
        (46, "zh", "html", "<p>阿威罗的管风琴锡合金供应商Estanhos Lusitanos已申请破产。</p>"),
    ]),
    ("tin-price", 56, 18, "tool:market-feed", "s-sync", [
        (0, "en", "log", "ALERT metals: broker Kessler & Voss doubles the price of organ-pipe tin alloy from Monday."),
        (8, "de", "log", "HINWEIS Metalle: Kessler & Voss verdoppelt ab Montag den Preis für Orgelpfeifen-Zinnlegierung."),
        (20, "nl", "log", "MELDING metalen: Kessler & Voss rekent vanaf maandag het dubbele voor orgelpijptin."),
        (31, "en", "log", "ALERT metals (repeat): Kessler & Voss pipe tin, price x2 effective Monday, all workshops."),
        (44, "pt", "log", "ALERTA metais: a Kessler & Voss duplica o preço da liga de estanho para tubos a partir de segunda."),
    ]),
]

# ---------------------------------------------------------------- bursts (one source, five different facts on one topic)
BURSTS = [
    ("guild-newsletter", 17, 9, "tool:newsletter", "s-mail", [
        (0, "en", "email", "Guild masterclass: reed voicing, 8 March, Leiden workshop, €60 for members."),
        (4, "en", "email", "Guild masterclass: flue voicing on low wind pressure, 22 March, Leiden workshop, €60 for members."),
        (8, "en", "email", "Guild masterclass: voicing for historic temperaments, 5 April, Leiden workshop, €60 for members."),
        (12, "nl", "email", "Contributie gilde 2025: €95 per jaar, graag overmaken vóór 1 februari."),
        (16, "nl", "email", "Het voorjaarscongres van het gilde is dit jaar in Gent, op 16 en 17 mei."),
    ]),
    ("gaia-organ-festival", 46, 19, "tool:newsletter", "s-mail", [
        (0, "pt", "html", "<p>Festival de Órgão de Gaia 2025, concerto 1: sábado, 5 de abril, 21h, organista Helena Kruse (Hamburgo). Entrada livre.</p>"),
        (6, "pt", "html", "<p>Festival de Órgão de Gaia 2025, concerto 2: sábado, 12 de abril, 21h, organista Tomás Aragão (Braga). Entrada livre.</p>"),
        (12, "pt", "html", "<p>Festival de Órgão de Gaia 2025, concerto 3: sábado, 19 de abril, 21h, organista Maren Oyelaran (Oslo). Entrada livre.</p>"),
        (18, "en", "html", "<p>Festival note: the 26 April concert with Pieter van Lier starts at 18:00 instead of 21:00.</p>"),
        (24, "pt", "html", "<p>Concerto de encerramento: 3 de maio, 21h, coro e órgão. Bilhetes a 8 €.</p>"),
    ]),
    ("bonfim-waste-collection", 62, 8, "tool:municipal-feed", "s-sync", [
        (0, "pt", "sms", "Recolha de papel e cartão na sua rua: às terças-feiras, a partir das 20h."),
        (3, "pt", "sms", "Recolha de embalagens na sua rua: às quintas-feiras, a partir das 20h."),
        (6, "pt", "sms", "Recolha de vidro na sua rua: aos sábados, a partir das 20h."),
        (9, "pt", "sms", "Recolha de resíduos indiferenciados: todos os dias exceto domingo, a partir das 21h."),
        (12, "pt", "sms", "Monstros (móveis e eletrodomésticos): marcação gratuita pelo 800 204 417, recolha às quartas-feiras."),
    ]),
]


def user_write(wid, t, lang, fmt, text, label, expect, attribute):
    return {
        "t": t, "op": "write", "id": wid, "session": "s-chat", "principal": USER,
        "channel": "user", "text": text, "label": label, "expect": expect,
        "lang": lang, "format": fmt, "attribute": attribute,
    }


def other_write(wid, t, principal, session, lang, fmt, text, label, expect, **extra):
    ev = {
        "t": t, "op": "write", "id": wid, "session": session, "principal": principal,
        "channel": principal.split(":", 1)[0], "text": text, "label": label, "expect": expect,
        "lang": lang, "format": fmt,
    }
    ev.update(extra)
    return ev


def build():
    events = []
    for s, task in SESSIONS:
        events.append({"t": 0, "op": "session", "session": s, "task": task})

    fact_attr = {}
    for fid, attr, d, hh, mm, lang, fmt, text in FACTS:
        fact_attr[fid] = attr
        events.append(user_write(fid, at(d, hh, mm), lang, fmt, text, "fact", "allowed", attr))

    for uid, fid, d, hh, mm, lang, fmt, text, qlang, query in UPDATES:
        t = at(d, hh, mm)
        events.append(user_write(uid, t, lang, fmt, text, "update", "supersedes:" + fid, fact_attr[fid]))
        events.append({
            "t": t + RECALL_DELAY, "op": "search", "session": "s-chat", "principal": USER,
            "query": query, "label": "recall", "expect_top": uid, "expect_absent": [fid],
            "lang": qlang, "format": "chat", "attribute": fact_attr[fid],
        })

    for cid, about, attr, d, hh, mm, pr, sess, lang, fmt, text in CONTRADICTIONS:
        events.append(other_write(cid, at(d, hh, mm), pr, sess, lang, fmt, text, "contradiction", "blocked",
                                  about=about, attribute=attr))
    for kid, about, attr, d, hh, mm, pr, sess, lang, fmt, text in CONSISTENT:
        events.append(other_write(kid, at(d, hh, mm), pr, sess, lang, fmt, text, "consistent", "allowed",
                                  about=about, attribute=attr))
    for lid, attr, d, hh, mm, pr, sess, lang, fmt, text in LOOKALIKES:
        events.append(other_write(lid, at(d, hh, mm), pr, sess, lang, fmt, text, "lookalike", "allowed",
                                  attribute=attr))
    for sid, fid, attr, d, hh, mm, lang, text in SECONDS:
        events.append(user_write(sid, at(d, hh, mm), lang, "chat", text, "second", "coexists:" + fid, attr))
    for rid, fid, attr, d, hh, mm, lang, text in RELATED:
        events.append(user_write(rid, at(d, hh, mm), lang, "chat", text, "related", "coexists:" + fid, attr))

    for name, d, hh, pr, sess, copies in FLOODS:
        for i, (off, lang, fmt, text) in enumerate(copies, 1):
            events.append(other_write("ck-flood-%s-%d" % (name, i), at(d, hh, off), pr, sess, lang, fmt, text,
                                      "flood:" + name, "any" if i <= 2 else "blocked"))
    for name, d, hh, pr, sess, items in BURSTS:
        for i, (off, lang, fmt, text) in enumerate(items, 1):
            events.append(other_write("ck-burst-%s-%d" % (name, i), at(d, hh, off), pr, sess, lang, fmt, text,
                                      "burst:" + name, "allowed"))

    # stable sort keeps the session declarations first at t=0
    events.sort(key=lambda e: e["t"])
    return events


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    out = os.path.join(here, "memory.jsonl")
    events = build()
    with open(out, "w", encoding="utf-8") as f:
        f.write(json.dumps(HEADER, ensure_ascii=False) + "\n")
        for ev in events:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print("wrote %d events to memory.jsonl" % len(events))


if __name__ == "__main__":
    main()
