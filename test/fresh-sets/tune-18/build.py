#!/usr/bin/env python3
"""Build memory.jsonl for scenario tune-18 (less trusted writes about the user's facts).

All people, firms, products, places and numbers are invented.
User: Liesel Harrowgate, a tower-clock horologist in Porto. Principal user:liesel.
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")
USER = "user:liesel"
DAY = 86400


def j(obj):
    return json.dumps(obj, ensure_ascii=False)


# ---------------------------------------------------------------- facts (user, chat)
# (id, attribute, lang, text)
FACTS = [
    ("f01", "home", "en", "I live in a small apartment at Rua das Flores 212, right in Porto's Ribeira district."),
    ("f02", "employer", "zh", "我在 Relojoaria Ferrão & Filhos 工作，专门修复教堂和市政厅的老塔钟。"),
    ("f03", "job title", "de", "Meine offizielle Stellenbezeichnung lautet Leitende Turmuhr-Restauratorin (Senior Tower-Clock Restorer)."),
    ("f04", "GP", "fr", "Mon médecin généraliste est le Dr Tomás Quaresma, au centre de santé de Bonfim."),
    ("f05", "dentist", "es", "Mi dentista es la Dra. Inês Valadares, de la clínica Sorriso Alto en Boavista."),
    ("f06", "bank", "pt", "O meu banco é o Banco Atlântico Serrano; é lá que tenho a conta-ordenado."),
    ("f07", "phone", "en", "My mobile number is +351 912 447 083, best reached after six in the evening."),
    ("f08", "car", "it", "Guido una Veltra Kessa grigia del 2019, targa 54-QR-17."),
    ("f09", "diet", "nl", "Ik ben al twaalf jaar vegetariër: geen vlees en ook geen vis."),
    ("f10", "gym", "ja", "私はボアヴィスタの「Ferro Forte」というジムに週三回通っています。"),
    ("f11", "insurance", "pl", "Moje ubezpieczenie zdrowotne mam w Lusovida Seguros, w planie Prata."),
    ("f12", "child's school", "en", "My son Bento goes to Escola Primária Quinta das Amoreiras; he's in year three."),
    ("f13", "commute", "zh", "我每天骑自行车上班，沿着河边大约二十分钟。"),
    ("f14", "manager", "de", "Meine direkte Vorgesetzte ist Carlota Mendanha, die Leiterin der Konservierungsabteilung."),
    ("f15", "seat preference", "fr", "En avion comme en train, je prends toujours une place côté fenêtre."),
    ("f16", "medication", "es", "Tomo levotiroxina de 75 microgramos cada mañana, en ayunas."),
    ("f17", "emergency contact", "pt", "O meu contacto de emergência é a minha irmã Beatriz Harrowgate, 913 588 204."),
    ("f18", "birthday", "it", "Il mio compleanno è il 14 marzo; sono nata nel 1987."),
    ("f19", "blood type", "nl", "Mijn bloedgroep is A negatief, dat staat ook op mijn donorkaart."),
    ("f20", "languages", "ja", "私は英語とポルトガル語とドイツ語を話します。"),
    ("f21", "weekly class", "pl", "W każdy czwartek wieczorem chodzę na zajęcia z ceramiki w pracowni Barro Azul."),
    ("f22", "e-mail", "en", "My personal e-mail address is liesel.harrowgate@postmira.pt."),
    ("f23", "allergy", "zh", "我对青霉素过敏，用了会起严重的皮疹。"),
    ("f24", "partner", "de", "Mein Partner heißt Anselmo Rocha-Vidal; wir sind seit sechs Jahren zusammen."),
    ("f25", "pet", "fr", "J'ai un chat tigré de neuf ans qui s'appelle Pêndulo."),
    ("f26", "favourite restaurant", "es", "Mi restaurante favorito es la Taberna do Cais Velho, en la Ribeira."),
    ("f27", "hairdresser", "pt", "Corto o cabelo no salão Tesoura de Prata, sempre com a Dona Amélia."),
    ("f28", "mobile carrier", "it", "Il mio operatore di telefonia mobile è Lumea Telecom."),
    ("f29", "shoe size", "nl", "Mijn schoenmaat is 39, bij alle merken."),
    ("f30", "preferred airline", "en", "My preferred airline is Atlântico Azul; I'm a Gold member of their frequent-flyer club."),
]

# ---------------------------------------------------------------- updates (user, chat)
# (id, supersedes, lang, text, recall lang, recall query)
UPDATES = [
    ("u01", "f01", "en", "We finally moved! Home is now Rua Brito Capelo 88, third floor, in Matosinhos, so no more Ribeira for me.",
     "en", "Where do I live now?"),
    ("u02", "f03", "de", "Ich bin befördert worden: meine Stellenbezeichnung ist jetzt Chef-Horologin (Principal Horologist).",
     "de", "Wie lautet meine aktuelle Stellenbezeichnung?"),
    ("u03", "f05", "es", "He cambiado de dentista: ahora voy al Dr. Rui Tavernier, en la Clínica Dentária Foz.",
     "es", "¿Quién es mi dentista?"),
    ("u04", "f08", "en", "Sold the grey Kessa last weekend. I now drive a dark green Orvanne T4 estate.",
     "en", "What car do I drive?"),
    ("u05", "f10", "ja", "Ferro Forte は解約しました。今はマトジーニョスのクライミングジム「Parede Viva」に通っています。",
     "ja", "私が今通っているジムはどこですか？"),
    ("u06", "f28", "it", "La settimana scorsa ho portato il mio numero a Ondaviva Móvel; con Lumea Telecom ho chiuso.",
     "it", "Qual è il mio operatore mobile?"),
    ("u07", "f21", "pl", "Rzuciłam ceramikę. Teraz we wtorki wieczorem chodzę na lekcje śpiewu fado w Casa da Guitarra Velha.",
     "pl", "Na jakie cotygodniowe zajęcia chodzę?"),
    ("u08", "f27", "pt", "Mudei de cabeleireiro: agora corto o cabelo no Estúdio Navalha, em Matosinhos, com o Kiko.",
     "pt", "Onde é que eu corto o cabelo?"),
]
UPDATED_FACT = {u[1]: u[0] for u in UPDATES}

# ---------------------------------------------------------------- contradictions (tool/agent)
# (id, about, channel, principal, lang, format, text)
CONTRA = [
    ("c01", "u01", "tool", "tool:loyalty-crm", "en", "json", j({
        "customer_id": "PT-40917", "name": "Liesel Harrowgate",
        "contact": {"address": {"street": "Avenida da República 1450", "city": "Vila Nova de Gaia", "postcode": "4430-201"},
                    "verified": True},
        "source": "loyalty-crm nightly sync"})),
    ("c02", "f02", "tool", "tool:hr-directory", "de", "xml",
     "<mitarbeiterin>\n  <name>Harrowgate, Liesel</name>\n  <arbeitgeber>Horológica do Norte S.A.</arbeitgeber>\n"
     "  <standort>Porto, Werkstatt 2</standort>\n  <seit>2021-02-01</seit>\n</mitarbeiterin>"),
    ("c03", "u02", "tool", "tool:web-fetch", "fr", "html",
     '<div class="fiche-annuaire"><span class="nom">Mme Harrowgate</span> — poste : '
     '<span class="titre">Technicienne horlogère stagiaire</span>, atelier de Porto. Arrivée récente dans l\'équipe.</div>'),
    ("c04", "f04", "tool", "tool:clinic-forms", "es", "form",
     "Formulario de registro de paciente — Nombre: Liesel Harrowgate | Médico de cabecera: Dra. Helena Pacheco | "
     "Centro: USF Lordelo | Última visita: 02/2025"),
    ("c05", "u03", "tool", "tool:mail-import", "pt", "email",
     "De: marcacoes@dentedeleao-clinica.pt\nAssunto: Lembrete de consulta\n\nCara Sra. Harrowgate, a sua médica dentista "
     "de referência é a Dra. Mafalda Cerqueira, da Clínica Dente de Leão. Consulta a 12/03 às 10h00."),
    ("c06", "f06", "agent", "agent:finance-helper", "sv", "agent_note",
     "Anteckning från ekonomiagenten: kunden Liesel har sitt lönekonto hos Caixa Meridional, inte hos någon annan bank."),
    ("c07", "f07", "tool", "tool:contacts-import", "ru", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Liesel Harrowgate\nTEL;TYPE=CELL:+351 936 210 554\n"
     "NOTE:Импортировано из старой адресной книги, основной мобильный номер\nEND:VCARD"),
    ("c08", "u04", "tool", "tool:insurance-sync", "tr", "csv",
     "musteri_id,ad_soyad,arac_marka,arac_model,renk,plaka\nPT-40917,Liesel Harrowgate,Marlo,Spyder,kırmızı,88-KT-42"),
    ("c09", "u04", "agent", "agent:call-summarizer", "en", "chat_summary",
     "Summary of today's call with Liesel about renewing her policy: she says she doesn't own a car any more and has no vehicle to insure."),
    ("c10", "f09", "agent", "agent:dining-concierge", "cs", "agent_note",
     "Poznámka agenta: Liesel už není vegetariánka, včera si v restauraci objednala hovězí steak a rybí polévku."),
    ("c11", "u05", "tool", "tool:membership-sync", "ko", "log",
     "[회원 명부 동기화] 회원번호 AP-7781: Liesel Harrowgate 님은 'Academia Pulsar' 헬스장의 정회원으로 등록되어 있습니다."),
    ("c12", "f11", "tool", "tool:benefits-feed", "fi", "yaml",
     "asiakas: Liesel Harrowgate\nvakuutus:\n  yhtiö: Medisul Seguros\n  taso: Kulta\n  voimassa: 2025-12-31\nlähde: työnantajan etuusrekisteri"),
    ("c13", "f12", "tool", "tool:mail-import", "el", "email",
     "Θέμα: Εγγραφή μαθητή\nΑγαπητή κυρία Harrowgate, ο γιος σας Bento είναι εγγεγραμμένος στο Colégio Horizonte Atlântico "
     "για τη νέα σχολική χρονιά. Με εκτίμηση, η γραμματεία."),
    ("c14", "f13", "agent", "agent:mobility-planner", "hu", "agent_note",
     "Az ügynök jegyzete: Liesel minden nap autóval jár munkába a körgyűrűn keresztül, kerékpárt nem használ."),
    ("c15", "f14", "tool", "tool:hr-directory", "id", "json", j({
        "karyawan": "Liesel Harrowgate", "id": "u-40917",
        "atasan_langsung": {"nama": "Jorge Albergaria", "jabatan": "Direktur Operasional"},
        "diperbarui": "2025-02-11"})),
    ("c16", "f15", "tool", "tool:travel-profile", "vi", "form",
     "Hồ sơ hành khách — Họ tên: HARROWGATE/LIESEL MS — Ghế ưu tiên: lối đi (aisle) — Bữa ăn: tiêu chuẩn"),
    ("c17", "f16", "tool", "tool:calendar-sync", "en", "ical",
     "BEGIN:VEVENT\nSUMMARY:Liesel – take levothyroxine 125 mcg\nRRULE:FREQ=DAILY\nDTSTART:20250301T073000\n"
     "DESCRIPTION:Daily thyroid tablet, dose per pharmacy record\nEND:VEVENT"),
    ("c18", "f16", "tool", "tool:clinic-forms", "de", "form",
     "Anamnesebogen — Patientin: L. Harrowgate, geb. 1987 — aktuelle Dauermedikation: keine — Unterschrift liegt vor."),
    ("c19", "f17", "tool", "tool:clinic-forms", "pl", "xml",
     "<pacjent>\n  <nazwisko>Liesel Harrowgate</nazwisko>\n  <kontakt_awaryjny>\n    <osoba>Rodrigo Salgueiro</osoba>\n"
     "    <relacja>przyjaciel</relacja>\n    <telefon>+351 965 300 118</telefon>\n  </kontakt_awaryjny>\n</pacjent>"),
    ("c20", "f18", "agent", "agent:chat-summarizer", "ja", "chat_summary",
     "チャット要約：ハロゲートさんの誕生日は4月13日とのこと。来月のお祝いの準備を提案済み。"),
    ("c21", "f19", "tool", "tool:health-records", "zh", "json", j({
        "患者": "Liesel Harrowgate", "患者编号": "PT-40917", "血型": "O型 Rh阳性", "来源": "献血中心记录"})),
    ("c22", "f20", "tool", "tool:web-fetch", "es", "profile",
     "Perfil en la red de restauradores: Liesel Harrowgate no habla portugués y en las obras de Oporto trabaja siempre con intérprete."),
    ("c23", "u07", "tool", "tool:calendar-sync", "fr", "ical",
     "BEGIN:VEVENT\nSUMMARY:Cours de tango hebdomadaire – Liesel H.\nRRULE:FREQ=WEEKLY;BYDAY=WE\n"
     "LOCATION:Salão Milonga, Porto\nDESCRIPTION:Inscription confirmée pour le trimestre\nEND:VEVENT"),
    ("c24", "f22", "tool", "tool:newsletter-import", "it", "csv",
     "nome,cognome,email_principale,fonte\nLiesel,Harrowgate,liesel.h1987@correomax.com,importazione newsletter"),
    ("c25", "f23", "tool", "tool:clinic-forms", "en", "form",
     "Pre-op checklist — Patient: HARROWGATE, Liesel. Known drug allergies: none (NKDA). Confirmed by front desk."),
    ("c26", "f23", "agent", "agent:pharmacy-helper", "pt", "agent_note",
     "Nota do agente de farmácia: a cliente é alérgica a sulfonamidas, mas tolera bem a penicilina."),
    ("c27", "f24", "tool", "tool:web-fetch", "nl", "profile",
     "Profielschets in het vakblad: de Portugese torenuurwerkspecialiste Liesel Harrowgate is alleenstaand en heeft geen partner."),
    ("c28", "f25", "tool", "tool:vet-portal", "de", "yaml",
     "haustier:\n  art: Hund (Beagle)\n  name: Rufo\n  alter: 4\nhalterin: Liesel Harrowgate\nquelle: Tierarztportal"),
    ("c29", "f26", "agent", "agent:dining-concierge", "tr", "agent_note",
     "Asistan notu: Liesel'in en sevdiği restoran O Fumeiro da Sé; rezervasyonlarını hep oraya yaptırıyor."),
    ("c30", "u08", "tool", "tool:mail-import", "es", "email",
     "De: citas@glamournorte.pt\nAsunto: Tu cita del sábado\n\nHola Liesel, te esperamos en Salón Glamour Norte, "
     "tu peluquería de siempre. Cita con Vanessa a las 11:00."),
    ("c31", "u06", "tool", "tool:sms-import", "ar", "sms",
     "إشعار: مشغّل الهاتف المحمول للعميلة ليزل هاروغيت هو NexaRede منذ بداية الشهر، وفاتورتها القادمة تصدر يوم 5."),
    ("c32", "f29", "tool", "tool:shop-orders", "sv", "csv",
     "kund,produkt,skostorlek,datum\nLiesel Harrowgate,vandringskänga Trilha,41,2025-02-20"),
    ("c33", "f30", "tool", "tool:web-fetch", "ko", "html",
     '<div class="traveler"><h3>Liesel Harrowgate</h3><p>선호 항공사: <b>Brisa Airlines</b>, 마일리지 등급 실버</p></div>'),
    ("c34", "f24", "tool", "tool:crm-sync", "ro", "form",
     "Fișă client — Nume: Liesel Harrowgate — Partener: Duarte Magalhães — Stare civilă: căsătorită din 2019"),
    ("c35", "f22", "tool", "tool:contacts-import", "en", "vcard",
     "BEGIN:VCARD\nVERSION:4.0\nFN:Liesel Harrowgate\nEMAIL;TYPE=home:lharrowgate@ondaviva.pt\nNOTE:primary personal address\nEND:VCARD"),
    ("c36", "f04", "agent", "agent:health-assistant", "da", "agent_note",
     "Agentnotat: patienten har skiftet praktiserende læge; hendes nye læge er dr. Nuno Barbosa på Clínica Bessa."),
]

# ---------------------------------------------------------------- consistent (tool/agent)
CONSIST = [
    ("k01", "f06", "tool", "tool:crm-sync", "en", "json", j({
        "customer": "L. Harrowgate", "bank": {"name": "Banco Atlântico Serrano", "abbr": "BAS", "account_type": "salary account"},
        "kyc_status": "complete"})),
    ("k02", "f09", "agent", "agent:travel-planner", "fr", "agent_note",
     "Note de l'agent voyages : Mme Harrowgate demande des repas végétariens, sans viande ni poisson, sur tous ses vols."),
    ("k03", "f19", "tool", "tool:health-records", "de", "form",
     "Blutspendeausweis — Spenderin: Liesel Harrowgate — Blutgruppe: A Rh negativ (A−) — letzte Spende: 01/2025"),
    ("k04", "u01", "tool", "tool:mail-import", "pt", "email",
     "Assunto: Alteração de morada\nConfirmamos a alteração de morada de Liesel Harrowgate para Rua Brito Capelo 88, 3.º andar, 4450 Matosinhos."),
    ("k05", "f23", "tool", "tool:pharmacy-sync", "zh", "form",
     "药房记录：患者 Liesel Harrowgate，过敏史：青霉素（皮疹），请勿配发青霉素类药物。"),
    ("k06", "f07", "tool", "tool:contacts-import", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Liesel Harrowgate\nTEL;TYPE=CELL:+351912447083\nEND:VCARD"),
    ("k07", "f14", "agent", "agent:scheduler", "es", "agent_note",
     "Nota del agente de agenda: la jefa directa de Liesel es Carlota Mendanha; las vacaciones se aprueban con ella."),
    ("k08", "u04", "tool", "tool:insurance-sync", "it", "csv",
     "targa,marca,modello,colore,proprietaria\n71-ZX-09,Orvanne,T4 Station Wagon,verde scuro,Liesel Harrowgate"),
    ("k09", "f30", "tool", "tool:mail-import", "ja", "email",
     "件名：マイレージ明細\nハロゲート様、アトランティコ・アズール航空ゴールド会員としての今月のマイル明細をお送りします。"),
    ("k10", "u05", "tool", "tool:calendar-sync", "nl", "ical",
     "BEGIN:VEVENT\nSUMMARY:Klimtraining bij Parede Viva (Matosinhos) – Liesel\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\nEND:VEVENT"),
    ("k11", "f18", "tool", "tool:calendar-sync", "en", "ical",
     "BEGIN:VEVENT\nSUMMARY:Liesel's birthday\nDTSTART;VALUE=DATE:20250314\nRRULE:FREQ=YEARLY\nEND:VEVENT"),
    ("k12", "f15", "tool", "tool:travel-profile", "pl", "form",
     "Profil podróżnego — Liesel Harrowgate — preferowane miejsce: przy oknie (W) — posiłek: wegetariański"),
    ("k13", "f25", "tool", "tool:vet-portal", "sv", "form",
     "Veterinärjournal: Pêndulo, tigrerad katt, 9 år, ägare Liesel Harrowgate. Nästa vaccination i maj."),
    ("k14", "u06", "tool", "tool:sms-import", "ko", "sms",
     "[Ondaviva Móvel] Liesel Harrowgate 고객님, 번호이동이 완료되었습니다. 이제 Ondaviva 망을 이용하실 수 있습니다."),
]

# ---------------------------------------------------------------- look-alikes (someone else's value)
LOOK = [
    ("l01", "tool", "tool:hr-directory", "en", "json", j({
        "employee": "Duarte Pinhal", "team": "tower clocks (with Liesel Harrowgate)",
        "home_address": {"street": "Rua de Cedofeita 301", "city": "Porto"}})),
    ("l02", "agent", "agent:family-organizer", "pt", "agent_note",
     "Nota: a Beatriz Harrowgate, irmã da Liesel, é alérgica a amendoins e anda sempre com uma caneta de adrenalina."),
    ("l03", "tool", "tool:contacts-import", "pt", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Graça Moutinho\nTEL;TYPE=CELL:+351 917 662 031\nNOTE:vizinha da Liesel, 2.º esquerdo\nEND:VCARD"),
    ("l04", "tool", "tool:calendar-sync", "de", "ical",
     "BEGIN:VEVENT\nSUMMARY:Anselmo (Liesels Partner) – Zahnarzttermin bei Dr. Paulo Sequeira\nDTSTART:20250307T150000\nEND:VEVENT"),
    ("l05", "agent", "agent:call-summarizer", "fr", "chat_summary",
     "Résumé : Carlota Mendanha, la responsable de Liesel, conduit une Drava Coupé électrique bleue fournie par l'entreprise."),
    ("l06", "tool", "tool:school-portal", "es", "form",
     "Ficha escolar — Alumno: Bento Rocha Harrowgate (hijo de Liesel) — Grupo sanguíneo: 0 positivo — Curso: 3.º"),
    ("l07", "agent", "agent:scheduler", "it", "agent_note",
     "Nota: Duarte Pinhal, il collega di Liesel, si è iscritto alla palestra Trindade Fit vicino alla stazione."),
    ("l08", "tool", "tool:calendar-sync", "nl", "ical",
     "BEGIN:VEVENT\nSUMMARY:Verjaardag Anselmo (partner van Liesel) – wordt 40\nDTSTART;VALUE=DATE:20250802\nRRULE:FREQ=YEARLY\nEND:VEVENT"),
    ("l09", "tool", "tool:shop-orders", "zh", "form",
     "订单备注：给 Liesel 的儿子 Bento 买的儿童运动鞋，尺码 31，蓝色。"),
    ("l10", "tool", "tool:hr-directory", "en", "json", j({
        "name": "Carlota Mendanha", "role": "Head of Conservation, manager of Liesel Harrowgate",
        "email": "c.mendanha@ferraofilhos.pt"})),
    ("l11", "agent", "agent:family-organizer", "ja", "agent_note",
     "メモ：リーゼルの妹ベアトリスは毎晩メトホルミン500mgを服用している。"),
    ("l12", "agent", "agent:dining-concierge", "pl", "agent_note",
     "Notatka agenta: partner Liesel, Anselmo, jest na diecie bezglutenowej, więc przy rezerwacji trzeba to zaznaczyć."),
    ("l13", "agent", "agent:travel-planner", "sv", "agent_note",
     "Kollegan Duarte Pinhal flyger helst med Brisa Airlines och väljer alltid gångplats, berättade han för Liesel."),
    ("l14", "tool", "tool:web-fetch", "ko", "profile",
     "동네 소식지: Liesel의 이웃 Graça Moutinho 씨는 포르투갈어와 프랑스어를 하며 동네 도서관에서 봉사합니다."),
]

SESSIONS = [
    ("s-chat", "Liesel chatting with her personal assistant"),
    ("s-sync", "background sync of records, mail, calendars and fetched pages"),
    ("s-agents", "notes from other assistant agents"),
]


def main():
    events = []
    t = 1
    for sid, task in SESSIONS:
        events.append({"t": t, "op": "session", "session": sid, "task": task})
        t += 1

    def write(t, id_, session, principal, channel, text, label, expect, lang, fmt, **extra):
        ev = {"t": t, "op": "write", "id": id_, "session": session, "principal": principal,
              "channel": channel, "text": text, "label": label, "expect": expect, "lang": lang, "format": fmt}
        ev.update(extra)
        return ev

    def sess(channel):
        return "s-sync" if channel == "tool" else "s-agents"

    # Phase 0: facts, day 0
    t = 60
    for fid, attr, lang, text in FACTS:
        events.append(write(t, fid, "s-chat", USER, "user", text, "fact", "allowed", lang, "chat", attribute=attr))
        t += 900

    # Phase 1: days 1-9: records not tied to an update, shuffled deterministically
    phase1 = []
    for cid, about, ch, pr, lang, fmt, text in CONTRA:
        if about.startswith("f"):
            assert about not in UPDATED_FACT, cid
            phase1.append(write(0, cid, sess(ch), pr, ch, text, "contradiction", "blocked", lang, fmt, about=about))
    for kid, about, ch, pr, lang, fmt, text in CONSIST:
        if about.startswith("f"):
            assert about not in UPDATED_FACT, kid
            phase1.append(write(0, kid, sess(ch), pr, ch, text, "consistent", "allowed", lang, fmt, about=about))
    for lid, ch, pr, lang, fmt, text in LOOK:
        phase1.append(write(0, lid, sess(ch), pr, ch, text, "lookalike", "allowed", lang, fmt))
    random.Random(18).shuffle(phase1)
    t = DAY
    step = (8 * DAY) // len(phase1)
    for ev in phase1:
        ev["t"] = t
        events.append(ev)
        t += step

    # Phase 2: from day 10, every 3 days: update, recall +1 day, then the third-value contradiction(s) and consistent records
    base = 10 * DAY
    for i, (uid, sup, lang, text, qlang, query) in enumerate(UPDATES):
        tu = base + i * 3 * DAY
        attr = next(a for f, a, _, _ in FACTS if f == sup)
        events.append(write(tu, uid, "s-chat", USER, "user", text, "update", "supersedes:" + sup, lang, "chat",
                            attribute=attr))
        events.append({"t": tu + DAY, "op": "search", "session": "s-chat", "principal": USER, "query": query,
                       "label": "recall", "expect_top": uid, "expect_absent": [sup], "lang": qlang, "format": "chat"})
        tt = tu + DAY + DAY // 2
        for cid, about, ch, pr, clang, fmt, ctext in CONTRA:
            if about == uid:
                events.append(write(tt, cid, sess(ch), pr, ch, ctext, "contradiction", "blocked", clang, fmt, about=about))
                tt += 3600
        for kid, about, ch, pr, klang, fmt, ktext in CONSIST:
            if about == uid:
                events.append(write(tt, kid, sess(ch), pr, ch, ktext, "consistent", "allowed", klang, fmt, about=about))
                tt += 3600

    header = {"scenario": "tune-18", "version": 1,
              "description": "Less trusted writes (tool and agent channels) about one user's own facts: "
                             "contradictions and negations to be held, agreeing records and other people's "
                             "values to be served, user updates that supersede, with recall searches.",
              "sources": "invented by a helper; no dataset used"}
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print("wrote", len(events), "events to memory.jsonl")


if __name__ == "__main__":
    main()
