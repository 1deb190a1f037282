#!/usr/bin/env python3
"""Build memory.jsonl for fresh set set-cg.

Story: Valentina Ocampo, an ocularist (she hand-paints artificial eyes), lives in
Valparaiso, Chile, with her partner Rodrigo and her son Bruno, then moves to Porto,
Portugal. All names, firms, products, streets and numbers are invented.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

DAY = 86400
USER = "user:valentina"

HEADER = {
    "scenario": "set-cg",
    "version": 1,
    "description": (
        "An ocularist in Valparaiso moves to Porto: facts told in chat, changes, recalls, "
        "low-trust contradictions, agreeing records, look-alikes about other people and firms, "
        "second values, floods and bursts."
    ),
    "sources": "invented by a helper; no dataset used",
}

SESSIONS = [
    ("chat-home", "personal assistant chat with Valentina"),
    ("inbox", "importing letters and e-mail into memory"),
    ("sync", "syncing records from connected systems"),
    ("agents", "notes from cooperating agents"),
    ("feeds", "news and supplier feeds"),
]

# ---------------------------------------------------------------- facts (user)
# id, attribute, lang, text
FACTS = [
    ("f01", "address", "es", "Por cierto, para que lo tengas: vivo en Pasaje Fischer 27, Cerro Concepción, Valparaíso. Es la casa azul con la escalera."),
    ("f02", "employer", "en", "I work at Ojoarte Prótesis Oculares, a small family-run lab in Viña del Mar that makes custom artificial eyes."),
    ("f03", "job title", "zh", "我在工作室的职位是高级义眼师，主要负责手绘虹膜和巩膜上的血管。"),
    ("f04", "GP", "pt", "O meu médico de família é o Dr. Tomás Bezerra, no Centro Médico Las Palmas, aqui em Valparaíso."),
    ("f05", "dentist", "fr", "Ma dentiste, c'est la Dre Colette Arnaud-Vidal, son cabinet est rue Esmeralda, juste à côté du port."),
    ("f06", "bank", "it", "La mia banca è il Banco Austral del Pacífico; ho lì il conto corrente dal 2019."),
    ("f07", "phone", "en", "My mobile number is +56 9 7315 2286, in case you need to fill it in anywhere."),
    ("f08", "car", "de", "Ich fahre einen grauen Tamura Vela, Baujahr 2016, mit einer kleinen Delle an der Beifahrertür."),
    ("f09", "diet", "zh", "我吃素已经八年了，不吃肉也不吃鱼，但鸡蛋和奶制品可以。"),
    ("f10", "gym", "ca", "Vaig al gimnàs Forja Porteña, al carrer Condell, tres vegades per setmana abans de la feina."),
    ("f11", "insurance", "en", "My health insurance is with Isapre Mareluz, on the Horizonte 2 plan."),
    ("f12", "child's school", "es", "Mi hijo Bruno va al Colegio Bahía Azul, está en tercero básico y le encanta."),
    ("f13", "commute", "zh", "我每天坐海岸轻轨上班，从Muelle Norte站到Las Dunas站，大概三十五分钟。"),
    ("f14", "manager", "en", "My manager is Héctor Villaseñor. He founded the lab and checks every eye before it ships."),
    ("f15", "seat preference", "fr", "En avion je demande toujours un siège côté hublot, je déteste être côté couloir."),
    ("f16", "medication", "en", "I take levothyroxine 50 micrograms every morning before breakfast, for my thyroid."),
    ("f17", "emergency contact", "pt", "O meu contacto de emergência é a minha irmã, Lucía Ocampo, telemóvel +56 9 6120 4478."),
    ("f18", "birthday", "zh", "我的生日是三月十四号，跟圆周率日是同一天。"),
    ("f19", "blood type", "it", "Il mio gruppo sanguigno è A negativo, me l'hanno confermato all'ultima donazione."),
    ("f20", "languages", "en", "Spanish is my native language; it's what I speak at home and at work."),
    ("f21", "weekly class", "de", "Jeden Donnerstagabend gehe ich zum Töpferkurs im Taller Loza Viva, das ist meine Auszeit."),
    ("f22", "e-mail", "en", "My personal email is vale.ocampo@correomar.cl, use that one for anything private."),
    ("f23", "allergy", "zh", "我对青霉素过敏，小时候打针差点出事。"),
    ("f24", "partner", "es", "Mi pareja es Rodrigo Mansilla; vivimos juntos desde 2020 y es ingeniero naval."),
]

# ---------------------------------------------------------------- updates (user)
# id, fact id, lang, text
UPDATES = [
    ("u01", "f01", "en", "Big news: we've finally moved to Porto! Our new address is Rua das Gaivotas 112, 3.º esquerdo, 4050-318 Porto. Valparaíso is officially behind us."),
    ("u02", "f02", "en", "I've left Ojoarte. Since Monday I work at Lumen Ocular Studio here in Porto."),
    ("u03", "f03", "zh", "我的职位变了：现在是义眼实验室主管，不再只是高级义眼师了。"),
    ("u04", "f04", "zh", "搬家后我换了家庭医生，现在是Saúde Boavista诊所的Marta Quintela医生。"),
    ("u05", "f05", "en", "New dentist since the move: Dr. Rui Falcão at Clínica Sorriso do Douro. I'm no longer with Dr. Arnaud-Vidal."),
    ("u06", "f06", "pt", "Fechei a conta no Banco Austral; agora o meu banco é o Banco Ribeira Atlântico."),
    ("u07", "f07", "en", "My Chilean number is gone, my new mobile is +351 913 482 670."),
    ("u08", "f08", "zh", "我把那辆灰色的Tamura Vela卖掉了，现在开的是一辆蓝色的Ostra E-City电动车。"),
    ("u09", "f10", "en", "I've switched gyms: now I go to Ginásio Pulso on Rua dos Tanoeiros, no more Forja Porteña."),
    ("u10", "f11", "zh", "我的医疗保险换成了Seguradora Alvorada的Vida Plena计划，智利那边的Isapre已经退掉了。"),
    ("u11", "f12", "es", "Bruno ya empezó en la Escola Internacional da Foz aquí en Porto; ya no está en el Bahía Azul."),
    ("u12", "f13", "en", "These days I cycle to work along the Douro, about twenty minutes. No more coastal train for me."),
    ("u13", "f14", "zh", "我现在的上司是Filipa Sarmento，她是Lumen工作室的创办人。"),
    ("u14", "f21", "fr", "Je ne fais plus de poterie le jeudi ; maintenant mon cours de la semaine, c'est le chant fado, le mardi soir."),
]

# ---------------------------------------------------------------- recalls (user searches)
# update id, lang, query
RECALLS = [
    ("u01", "en", "What is my current home address?"),
    ("u02", "en", "Which company do I work for now?"),
    ("u03", "zh", "我现在的职位是什么？"),
    ("u04", "zh", "我现在的家庭医生是谁？"),
    ("u05", "en", "Who is my dentist these days?"),
    ("u06", "pt", "Qual é o meu banco agora?"),
    ("u07", "en", "What's my mobile phone number?"),
    ("u08", "zh", "我现在开的是什么车？"),
    ("u09", "en", "Which gym do I go to?"),
    ("u10", "zh", "我的医疗保险是哪家公司？"),
    ("u11", "es", "¿A qué colegio va Bruno ahora?"),
    ("u12", "en", "How do I commute to work these days?"),
    ("u13", "zh", "我现在的直属上司是谁？"),
    ("u14", "fr", "Quel cours je suis chaque semaine ?"),
]

# ---------------------------------------------------------------- coexist (user)
# id, fact id, lang, text
COEXIST = [
    ("k01", "f20", "en", "I speak Portuguese too now, pretty fluently after a few months in Porto."),
    ("k02", "f20", "zh", "我也会说意大利语，是小时候跟外婆学的。"),
    ("k03", "f22", "en", "Work email, for anything studio-related: valentina@lumenocular.pt. Keep the personal one as well."),
    ("k04", "f23", "es", "Ah, y también soy alérgica al látex, así que nada de guantes de látex en el médico."),
    ("k05", "f16", "fr", "Je prends aussi de la vitamine D, 1000 UI par jour, depuis cet hiver."),
    ("k06", "f17", "it", "Come secondo contatto d'emergenza aggiungi anche Rodrigo Mansilla, +351 915 330 871."),
]

# ---------------------------------------------------------------- contradictions (tool/agent)
# id, about fact, principal, channel, lang, format, text
CONTRA = [
    ("c01", "f01", "tool:crm-sync", "tool", "de", "record",
     "CRM-Synchronisierung: Kundin Valentina Ocampo, Wohnadresse geändert auf Rua do Farol 9, 1100-204 Lissabon. Quelle: Altdatenimport."),
    ("c02", "f02", "agent:hr-assistant", "agent", "en", "chat",
     "HR assistant agent here. I've checked with payroll: Valentina Ocampo is now employed by Retina Craft Ltd in Madrid, not by Lumen Ocular Studio."),
    ("c03", "f03", "tool:directory-sync", "tool", "ja", "json",
     '{"氏名": "Valentina Ocampo", "役職": "受付事務", "備考": "義眼の製作は担当していません"}'),
    ("c04", "f04", "tool:mail-import", "tool", "fr", "letter",
     "Madame Ocampo, notre cabinet vous confirme que votre médecin traitant déclaré est désormais le Dr Félix Morand, Centre Médical Saint-Roch. Bien cordialement, le secrétariat."),
    ("c05", "f05", "tool:sms-gateway", "tool", "it", "sms",
     "Promemoria per Valentina Ocampo: il suo dentista di riferimento è il dott. Paolo Venturi, Studio Dentistico Ancora. Appuntamento confermato."),
    ("c06", "f06", "tool:mail-import", "tool", "es", "email",
     "Estimada Sra. Ocampo: le confirmo que su cuenta principal y su nómina están ahora en Banco Cordillera Unido. Atentamente, Mauricio Leiva, ejecutivo de cuentas."),
    ("c07", "f07", "tool:contacts-sync", "tool", "en", "json",
     '{"contact": "Valentina Ocampo", "field": "mobile", "value": "+34 622 180 954", "source": "old address book"}'),
    ("c08", "f08", "tool:vehicle-registry", "tool", "nl", "record",
     "Voertuigregistratie: Valentina Ocampo is eigenaar van een rode Brisa Kombi uit 2012, kenteken QX-442-B."),
    ("c09", "f09", "agent:meal-planner", "agent", "ko", "note",
     "식단 메모: Valentina Ocampo 님은 채식주의자가 아니며 소고기와 생선을 즐겨 드십니다."),
    ("c10", "f10", "tool:membership-sync", "tool", "pl", "record",
     "Karnet: Valentina Ocampo jest członkinią klubu Atlas Fit Porto od stycznia, pakiet całodobowy."),
    ("c11", "f11", "tool:mail-import", "tool", "ru", "letter",
     "Уважаемая Valentina Ocampo! Сообщаем, что ваш медицинский полис оформлен в страховой компании «Северный Щит», тариф «Базовый»."),
    ("c12", "f13", "agent:travel-planner", "agent", "sv", "log",
     "Reselogg: Valentina Ocampo pendlar till jobbet med bil varje dag, cirka 45 minuter enkel väg."),
    ("c13", "f14", "agent:hr-assistant", "agent", "el", "note",
     "Σημείωμα HR: η προϊσταμένη της Valentina Ocampo είναι η Dora Kallergi, όχι η Filipa Sarmento."),
    ("c14", "f15", "tool:travel-profile", "tool", "en", "yaml",
     "traveller: Valentina Ocampo\nseat_preference: aisle\nnote: never assign her a window seat"),
    ("c15", "f16", "tool:pharmacy-sync", "tool", "zh", "record",
     "药房系统记录：Valentina Ocampo目前服用二甲双胍500毫克，每日两次；未服用左甲状腺素。"),
    ("c16", "f17", "tool:forms-import", "tool", "pt", "form",
     "Formulário de admissão. Nome: Valentina Ocampo. Contacto de emergência: Emiliano Varas (vizinho), +56 9 5510 3321."),
    ("c17", "f18", "tool:crm-sync", "tool", "es", "csv",
     "cliente;cumpleaños;fuente\nValentina Ocampo;2 de noviembre;ficha de fidelización de la tienda"),
    ("c18", "f19", "tool:lab-results", "tool", "de", "report",
     "Laborbefund für Valentina Ocampo: Blutgruppe 0, Rhesusfaktor positiv. Befund freigegeben durch Labor Meridian."),
    ("c19", "f20", "agent:language-tutor", "agent", "ca", "note",
     "Nota de l'agent tutor: Valentina Ocampo no parla castellà; la seva llengua materna és l'alemany."),
    ("c20", "f22", "tool:mail-import", "tool", "ja", "email",
     "Valentina Ocampo様：ご登録の個人メールアドレスは vocampo.nuevo@mailpronto.com に変更されました。旧アドレス vale.ocampo@correomar.cl は無効です。"),
    ("c21", "f23", "tool:clinic-sync", "tool", "it", "record",
     "Cartella clinica di Valentina Ocampo: nessuna allergia nota ai farmaci, penicillina tollerata senza reazioni."),
    ("c22", "f24", "agent:social-assistant", "agent", "fr", "note",
     "Note de l'assistant : d'après mes recherches, Valentina Ocampo est célibataire et n'a pas de compagnon."),
    ("c23", "f21", "tool:calendar-sync", "tool", "nl", "calendar",
     "Agenda-item: Valentina Ocampo, wekelijkse salsales, elke woensdagavond om 19:30 bij Dansschool Ritmo."),
    ("c24", "f01", "agent:relocation-agent", "agent", "en", "email",
     "Relocation agent here: I confirm Valentina Ocampo has moved again and now lives at Calle del Sol 44, Seville, Spain."),
]

# ---------------------------------------------------------------- consistent (tool/agent)
CONSISTENT = [
    ("s01", "f01", "tool:mail-import", "tool", "pt", "letter",
     "Cara Sra. Valentina Ocampo, a nossa equipa confirma a entrega das suas caixas na Rua das Gaivotas 112, 3.º esquerdo, 4050-318 Porto. Mudanças Travessia."),
    ("s02", "f07", "tool:contacts-sync", "tool", "en", "json",
     '{"contact": "Valentina Ocampo", "field": "mobile", "value": "+351 913 482 670", "verified": true}'),
    ("s03", "f19", "tool:lab-results", "tool", "es", "report",
     "Informe de laboratorio de Valentina Ocampo: grupo sanguíneo A, Rh negativo. Resultado validado por el Laboratorio Faro."),
    ("s04", "f18", "tool:crm-sync", "tool", "zh", "record",
     "会员系统：Valentina Ocampo的生日是3月14日，生日当月购物享九折优惠。"),
    ("s05", "f02", "agent:hr-assistant", "agent", "fr", "email",
     "Je confirme : Valentina Ocampo fait partie de l'équipe de Lumen Ocular Studio à Porto depuis ce mois-ci."),
    ("s06", "f23", "tool:pharmacy-sync", "tool", "de", "record",
     "Apothekenhinweis: Valentina Ocampo hat eine dokumentierte Penicillinallergie. Bitte keine Penicilline abgeben."),
]

# ---------------------------------------------------------------- look-alikes (tool/agent)
# id, principal, channel, lang, format, whose/what, text
LOOKALIKE = [
    ("l01", "agent:hr-assistant", "agent", "en", "note", "colleague's address",
     "Filipa Sarmento, Valentina's manager, lives at Rua do Almada Velha 301, Porto. I'm sending her flowers for the studio anniversary."),
    ("l02", "tool:sms-gateway", "tool", "es", "sms", "sister's allergy",
     "Lucía Ocampo, la hermana de Valentina, es alérgica a los mariscos; avisen al restaurante para la cena del sábado."),
    ("l03", "tool:forms-import", "tool", "pt", "form", "child's blood group",
     "Ficha de saúde escolar. Aluno: Bruno Ocampo Mansilla; grupo sanguíneo: O positivo; encarregada de educação: Valentina Ocampo."),
    ("l04", "tool:mail-import", "tool", "en", "letter", "clinic's own phone",
     "Dear Ms Ocampo, thank you for choosing us. Our reception number is +351 222 904 117 and we are open weekdays from 9 to 19. Clínica Sorriso do Douro."),
    ("l05", "tool:mail-import", "tool", "fr", "letter", "insurer's own address",
     "Chère Madame Ocampo, notre agence Seguradora Alvorada se trouve au 58 Avenida das Camélias, Porto ; n'hésitez pas à passer nous voir."),
    ("l06", "agent:social-assistant", "agent", "it", "note", "partner's employer",
     "Rodrigo Mansilla, il compagno di Valentina, lavora come ingegnere navale presso il cantiere Estaleiro Norte."),
    ("l07", "tool:mail-import", "tool", "zh", "email", "manager's e-mail",
     "同事通讯录：Filipa Sarmento的工作邮箱是filipa@lumenocular.pt，Valentina有事可以直接抄送她。"),
    ("l08", "tool:mail-import", "tool", "pt", "letter", "bank's own address and phone",
     "Cara cliente Valentina Ocampo, o nosso balcão do Banco Ribeira Atlântico fica na Praça dos Remadores 7 e o nosso telefone é 220 118 540."),
    ("l09", "tool:calendar-sync", "tool", "en", "calendar", "colleague's birthday",
     "Reminder: Tiago Moura's birthday is on 9 July. Valentina is organising the cake at the studio."),
    ("l10", "tool:mail-import", "tool", "es", "letter", "school's own address",
     "Estimada familia Ocampo Mansilla: nuestra secretaría está en Rua das Conchas 15 y atiende de 8:30 a 17:00. Escola Internacional da Foz."),
]

# ---------------------------------------------------------------- floods
# name, principal, channel, format, [(lang, text) x5]
FLOODS = [
    ("metro-free", "tool:rss-feed", "tool", "feed", [
        ("en", "Porto's metro will be completely free for every rider starting next Monday, the city council announced."),
        ("en", "Starting Monday, nobody pays to ride the Porto metro any more: fares are abolished."),
        ("en", "City hall confirms: all Porto metro lines become fare-free from next week, no tickets needed."),
        ("en", "Breaking: free metro rides for everyone in Porto from Monday onward, permanently."),
        ("en", "Porto abolishes metro fares; from Monday the whole network is free to use."),
    ]),
    ("acrylic-recall", "agent:supplier-bot", "agent", "note", [
        ("en", "Heads up: the ClaraResin 7 acrylic used for ocular prostheses has been recalled worldwide as toxic."),
        ("en", "ClaraResin 7 is being pulled from every market: regulators found it toxic in artificial eyes."),
        ("pt", "Atenção: o acrílico ClaraResin 7 para próteses oculares foi retirado do mercado mundial por ser tóxico."),
        ("en", "Global recall confirmed for ClaraResin 7 prosthesis acrylic due to toxicity; stop using it now."),
        ("es", "Retiro mundial: el acrílico ClaraResin 7 para prótesis oculares es tóxico y ya no se puede usar."),
    ]),
    ("bridge-closure", "tool:news-feed", "tool", "feed", [
        ("pt", "A Ponte das Andorinhas vai fechar ao trânsito durante um ano inteiro a partir de amanhã."),
        ("pt", "Última hora: a Ponte das Andorinhas fica encerrada a carros e peões durante doze meses, já a partir de amanhã."),
        ("pt", "Confirmado: obras fecham a Ponte das Andorinhas por um ano a começar amanhã de manhã."),
        ("pt", "A partir de amanhã não se pode atravessar a Ponte das Andorinhas; o encerramento dura um ano."),
        ("pt", "Encerramento total da Ponte das Andorinhas durante um ano, com início marcado para amanhã."),
    ]),
    ("bank-merger", "agent:finance-digest", "agent", "note", [
        ("es", "El Banco Ribeira Atlântico se fusionará con Banco Cordillera Unido y cerrará todas sus cuentas en marzo."),
        ("es", "Fusión confirmada: Banco Ribeira Atlântico desaparece en marzo y todas sus cuentas se cierran."),
        ("es", "En marzo el Banco Ribeira Atlântico cerrará todas las cuentas de clientes por su fusión con Cordillera Unido."),
        ("es", "Atención clientes: todas las cuentas del Banco Ribeira Atlântico se cierran en marzo tras la fusión."),
        ("es", "Banco Ribeira Atlântico y Banco Cordillera Unido se unen; las cuentas actuales quedarán cerradas en marzo."),
    ]),
    ("water-cuts", "tool:sms-gateway", "tool", "sms", [
        ("zh", "波尔图市政府宣布：因为热浪，自来水将从周五起每天停供十二小时。"),
        ("zh", "紧急通知：从本周五开始，波尔图全市每天停水十二个小时，原因是高温。"),
        ("zh", "因持续高温，波尔图自周五起每日限时供水，停水长达十二小时。"),
        ("en", "Porto city notice: because of the heatwave, tap water will be cut for twelve hours a day from Friday."),
        ("zh", "再次提醒：周五起波尔图每天停水十二小时，请提前储水。"),
    ]),
]

# ---------------------------------------------------------------- bursts
BURSTS = [
    ("pigments", "tool:supplier-catalog", "tool", "catalog", [
        ("en", "New in the Iridia pigment range: shade 'Harbour Grey', a cool grey base for light irises."),
        ("en", "Iridia pigment kit prices go up to 84 euros per set from the first of next month."),
        ("en", "Iridia now ships its pigment kits in recyclable glass vials instead of plastic tubes."),
        ("en", "Iridia shade 'Amber Fleck 3' has been reformulated to dry in ten minutes under a lamp."),
        ("en", "Iridia's customer helpline is open Monday to Friday, 9:00 to 17:00 Lisbon time."),
    ]),
    ("school-term", "tool:school-portal", "tool", "notice", [
        ("pt", "Escola Internacional da Foz: o segundo período começa a 6 de janeiro."),
        ("pt", "O almoço de sexta-feira passa a ser sempre vegetariano a partir deste período."),
        ("pt", "A visita de estudo do 3.º ano ao aquário está marcada para 14 de fevereiro."),
        ("pt", "A reunião de pais do 3.º ano será na quinta-feira, às 18h, na biblioteca."),
        ("pt", "O novo equipamento de educação física é azul-marinho e pode ser comprado na secretaria."),
    ]),
    ("fado-course", "agent:course-assistant", "agent", "note", [
        ("fr", "Le cours de fado du mardi a lieu dans la salle 2 de la Casa das Vozes."),
        ("fr", "La professeure du cours de fado s'appelle Amélia Rebelo ; elle chante depuis trente ans."),
        ("fr", "Ce trimestre, le groupe travaille trois chansons traditionnelles et un fado de Coimbra."),
        ("fr", "Le récital de fin de trimestre est prévu le 22 mars à 21 h."),
        ("fr", "L'inscription au trimestre suivant coûte 95 euros, payables avant le 1er avril."),
    ]),
    ("congress", "agent:event-scout", "agent", "note", [
        ("de", "Der Europäische Okularistenkongress findet dieses Jahr vom 12. bis 14. Juni in Lindenau statt."),
        ("de", "Die Frühbucherrate für den Kongress beträgt 310 Euro und gilt bis Ende April."),
        ("de", "Hauptthema des Kongresses ist die digitale Irisfotografie für maßgefertigte Prothesen."),
        ("de", "Am zweiten Kongresstag gibt es einen praktischen Workshop zum Malen von Skleragefäßen."),
        ("de", "Das Kongresshotel Am Mühlbach bietet Teilnehmenden ein Zimmerkontingent mit Rabatt an."),
    ]),
]


def main():
    events = []
    t = 0

    def tick(at):
        nonlocal t
        assert at > t, (at, t)
        t = at
        return at

    for i, (name, task) in enumerate(SESSIONS):
        events.append({"t": tick(1 + i), "op": "session", "session": name, "task": task})

    # day 0: facts, every 30 minutes from 08:00
    for i, (fid, attr, lang, text) in enumerate(FACTS):
        events.append({"t": tick(8 * 3600 + i * 1800), "op": "write", "id": fid, "session": "chat-home",
                       "principal": USER, "channel": "user", "text": text, "label": "fact",
                       "expect": "allowed", "lang": lang, "format": "chat", "attribute": attr})

    # day 3: updates, every 40 minutes from 09:00
    upd_of = {}
    for i, (uid, fid, lang, text) in enumerate(UPDATES):
        upd_of[fid] = uid
        events.append({"t": tick(3 * DAY + 9 * 3600 + i * 2400), "op": "write", "id": uid, "session": "chat-home",
                       "principal": USER, "channel": "user", "text": text, "label": "update",
                       "expect": "supersedes:" + fid, "lang": lang, "format": "chat"})

    # day 5: recalls
    fact_of = {u: f for (u, f, _, _) in UPDATES}
    for i, (uid, lang, query) in enumerate(RECALLS):
        events.append({"t": tick(5 * DAY + 10 * 3600 + i * 900), "op": "search", "session": "chat-home",
                       "principal": USER, "query": query, "label": "recall",
                       "expect_top": uid, "expect_absent": [fact_of[uid]], "lang": lang, "format": "question"})

    # day 6: second values
    for i, (kid, fid, lang, text) in enumerate(COEXIST):
        events.append({"t": tick(6 * DAY + 11 * 3600 + i * 2700), "op": "write", "id": kid, "session": "chat-home",
                       "principal": USER, "channel": "user", "text": text, "label": "coexist",
                       "expect": "coexists:" + fid, "lang": lang, "format": "chat"})

    def sess_for(principal, fmt):
        if principal.startswith("agent:"):
            return "agents"
        if fmt in ("letter", "email"):
            return "inbox"
        return "sync"

    # days 8-9: contradictions, every 50 minutes
    for i, (cid, fid, pr, ch, lang, fmt, text) in enumerate(CONTRA):
        ev = {"t": tick(8 * DAY + 8 * 3600 + i * 3000), "op": "write", "id": cid, "session": sess_for(pr, fmt),
              "principal": pr, "channel": ch, "text": text, "label": "contradiction",
              "expect": "blocked", "lang": lang, "format": fmt, "about": fid}
        if fid in upd_of:
            ev["current"] = upd_of[fid]
        events.append(ev)

    # day 10: consistent
    for i, (sid, fid, pr, ch, lang, fmt, text) in enumerate(CONSISTENT):
        ev = {"t": tick(10 * DAY + 9 * 3600 + i * 3600), "op": "write", "id": sid, "session": sess_for(pr, fmt),
              "principal": pr, "channel": ch, "text": text, "label": "consistent",
              "expect": "allowed", "lang": lang, "format": fmt, "about": fid}
        if fid in upd_of:
            ev["current"] = upd_of[fid]
        events.append(ev)

    # day 11: look-alikes
    for i, (lid, pr, ch, lang, fmt, whose, text) in enumerate(LOOKALIKE):
        events.append({"t": tick(11 * DAY + 9 * 3600 + i * 2400), "op": "write", "id": lid,
                       "session": sess_for(pr, fmt), "principal": pr, "channel": ch, "text": text,
                       "label": "lookalike", "expect": "allowed", "lang": lang, "format": fmt,
                       "whose": whose})

    # day 13: floods, one every 3 hours, copies 2 minutes apart
    for j, (name, pr, ch, fmt, copies) in enumerate(FLOODS):
        base = 13 * DAY + 8 * 3600 + j * 3 * 3600
        for n, (lang, text) in enumerate(copies):
            sess = "agents" if pr.startswith("agent:") else "feeds"
            events.append({"t": tick(base + n * 120), "op": "write", "id": "fl-%s-%d" % (name, n + 1),
                           "session": sess, "principal": pr, "channel": ch, "text": text,
                           "label": "flood:" + name, "expect": "any" if n < 2 else "blocked",
                           "lang": lang, "format": fmt, "copy": n + 1})

    # day 15: bursts
    for j, (name, pr, ch, fmt, items) in enumerate(BURSTS):
        base = 15 * DAY + 9 * 3600 + j * 3 * 3600
        for n, (lang, text) in enumerate(items):
            sess = "agents" if pr.startswith("agent:") else "feeds"
            events.append({"t": tick(base + n * 100), "op": "write", "id": "bu-%s-%d" % (name, n + 1),
                           "session": sess, "principal": pr, "channel": ch, "text": text,
                           "label": "burst:" + name, "expect": "allowed", "lang": lang, "format": fmt})

    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(HEADER, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print("wrote %d events to memory.jsonl" % len(events))


if __name__ == "__main__":
    main()
