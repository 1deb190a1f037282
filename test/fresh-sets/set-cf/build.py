#!/usr/bin/env python3
"""Build memory.jsonl for scenario set-cf.

Story: Kertu Vahtra, a pipe-organ voicer at a small organ-building workshop in
Viljandi (Estonia), lives with her partner Joosep, daughter Mirjam and dachshund
Muki. Mid-story the family moves to Haapsalu. All people, firms, products,
street names and numbers are invented.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")
DAY = 86400
USER = "user:kertu"

# sessions: (name, task)
SESSIONS = [
    ("chat-viljandi", "personal assistant chat, Viljandi period"),
    ("chat-haapsalu", "personal assistant chat, after the move to Haapsalu"),
    ("sync", "records synced from external systems, imported mail, fetched pages"),
    ("agents", "notes written by other agents"),
    ("feeds", "news, municipal and messaging feeds"),
]

# ---------------------------------------------------------------- facts
# (id, attribute, day, sec, lang, text)
FACTS = [
    ("f01", "address", 1, 32400, "en",
     "Quick note for later: I live at Kuusikaru tänav 14-3 in Viljandi, the yellow wooden house by the lake path."),
    ("f02", "employer", 1, 64800, "et",
     "Töötan Lõunaorel OÜ-s, see on väike oreliehituse töökoda siin Viljandis."),
    ("f03", "job_title", 2, 32400, "zh",
     "我的职位是管风琴整音师，主要负责给音管调音色。"),
    ("f04", "gp", 2, 64800, "fi",
     "Perhelääkärini on tohtori Piret Allik Kivistikun perhelääkärikeskuksessa Viljandissa."),
    ("f05", "dentist", 3, 32400, "de",
     "Meine Zahnärztin ist Dr. Anu Mets in der Praxis Hambakoda am Marktplatz in Viljandi."),
    ("f06", "bank", 3, 64800, "sv",
     "Jag har mitt lönekonto och bolånet hos Põhjala Pank, kontoret vid Vabriku tänav."),
    ("f07", "phone", 4, 32400, "en",
     "My mobile number is +372 5312 4478, in case any form asks for it."),
    ("f08", "car", 4, 64800, "fr",
     "Je conduis un vieux break Kaldera Vesta gris de 2013, immatriculé 418 KTV."),
    ("f09", "diet", 5, 32400, "es",
     "Soy pescetariana: no como carne, pero sí pescado y marisco."),
    ("f10", "gym", 5, 64800, "ru",
     "Я хожу в спортклуб «Sõudja» на улице Ранна в Вильянди, у меня годовой абонемент."),
    ("f11", "insurance", 6, 32400, "lv",
     "Mana auto un mājas apdrošināšana ir Vainu Kindlustus, polises numurs VK-220871."),
    ("f12", "child_school", 6, 64800, "zh",
     "我女儿Mirjam在维尔扬迪的Kaare学校上二年级。"),
    ("f13", "commute", 7, 32400, "en",
     "I cycle to the workshop every morning, about ten minutes along the lake road."),
    ("f14", "manager", 7, 64800, "et",
     "Minu ülemus töökojas on Tõnis Rebane, tema kinnitab kõik mu puhkused."),
    ("f15", "seat", 8, 32400, "de",
     "Bei Flügen und im Zug nehme ich immer einen Gangplatz, bitte merk dir das."),
    ("f16", "medication", 8, 64800, "en",
     "I take levothyroxine 50 micrograms every morning before breakfast, for my thyroid."),
    ("f17", "emergency_contact", 9, 32400, "fi",
     "Hätätilanteessa ottakaa yhteyttä kumppaniini Joosep Lilliin, puhelin +372 5544 1290."),
    ("f18", "birthday", 9, 64800, "zh",
     "顺便记一下，我的生日是1988年3月17日。"),
    ("f19", "blood_type", 10, 32400, "sv",
     "Min blodgrupp är A negativ, det står på mitt blodgivarkort."),
    ("f20", "languages", 10, 64800, "fr",
     "Je parle couramment l'estonien, l'anglais et le finnois."),
    ("f21", "weekly_class", 11, 32400, "es",
     "Cada jueves por la tarde voy a una clase de cerámica en la casa de cultura de Viljandi."),
    ("f22", "email", 11, 64800, "en",
     "My personal e-mail is kertu.vahtra@postkast.ee, please use that one for bookings."),
    ("f23", "allergy", 12, 32400, "ru",
     "У меня аллергия на пыльцу берёзы, весной без таблеток никак."),
    ("f24", "partner", 12, 64800, "zh",
     "我的伴侣叫Joosep Lill，他是做木船的木匠。"),
]

# ---------------------------------------------------------------- updates
# (id, fact id, day, sec, lang, text)
UPDATES = [
    ("u01", "f01", 70, 36000, "en",
     "We finally moved! New address is Merekivi põik 5 in Haapsalu, so the Viljandi one is history."),
    ("u02", "f04", 73, 36000, "zh",
     "搬到哈普萨卢以后，我的家庭医生换成了Rannaküla诊所的Ragnar Sepp医生。"),
    ("u03", "f05", 75, 36000, "zh",
     "我现在去Läänemere牙科看牙了，牙医是Lauri Põld，不再去维尔扬迪那家。"),
    ("u04", "f10", 77, 36000, "en",
     "Cancelled the Sõudja membership. I train at Tuulemaa Fitness here in Haapsalu now."),
    ("u05", "f12", 79, 36000, "zh",
     "Mirjam已经转学了，现在在哈普萨卢的Lahesuu基础学校上学。"),
    ("u06", "f13", 81, 36000, "en",
     "No more cycling by the lake: these days I just walk fifteen minutes to the firm's new Haapsalu workshop."),
    ("u07", "f03", 84, 36000, "zh",
     "我升职了！现在的职位是修复部主管，不再只是整音师了。"),
    ("u08", "f14", 86, 36000, "et",
     "Tõnis läks pensionile, nüüd on mu ülemus Helve Kuusk."),
    ("u09", "f08", 89, 36000, "en",
     "Sold the old Vesta at last. I'm driving a dark green Ferro Lumi electric hatchback now, plate 902 HPS."),
    ("u10", "f11", 92, 36000, "zh",
     "我把汽车和房屋保险都换到了Saarte Kindlustus，新保单号是SK-55102。"),
    ("u11", "f16", 95, 36000, "en",
     "The doctor bumped my levothyroxine up, it's 75 micrograms every morning from now on."),
    ("u12", "f15", 98, 36000, "sv",
     "Jag har ändrat mig, numera vill jag hellre ha fönsterplats på både flyg och tåg."),
    ("u13", "f09", 102, 36000, "de",
     "Ich esse inzwischen auch keinen Fisch mehr, ich bin jetzt komplett vegetarisch."),
    ("u14", "f21", 106, 36000, "fi",
     "Lopetin keramiikan. Nykyään käyn tiistai-iltaisin purjehduskurssilla Haapsalun satamassa."),
]

# ---------------------------------------------------------------- recalls
# (id, update id, day, sec, lang, query)
RECALLS = [
    ("r01", "u01", 120, 36000, "en", "What is my home address now?"),
    ("r02", "u02", 120, 39600, "zh", "我现在的家庭医生是谁？"),
    ("r03", "u03", 121, 36000, "zh", "我现在在哪里看牙，牙医叫什么？"),
    ("r04", "u04", 121, 39600, "en", "Which gym am I a member of?"),
    ("r05", "u05", 122, 36000, "zh", "Mirjam现在在哪所学校上学？"),
    ("r06", "u06", 122, 39600, "en", "How do I get to work these days?"),
    ("r07", "u07", 123, 36000, "zh", "我现在的职位是什么？"),
    ("r08", "u08", 123, 39600, "et", "Kes on praegu minu ülemus?"),
    ("r09", "u09", 124, 36000, "en", "What car do I drive and what is the plate number?"),
    ("r10", "u10", 124, 39600, "zh", "我的汽车和房屋保险在哪家公司？"),
    ("r11", "u11", 125, 36000, "en", "What dose of levothyroxine do I take?"),
    ("r12", "u12", 125, 39600, "sv", "Vilken sittplats föredrar jag på flyg och tåg?"),
    ("r13", "u13", 126, 36000, "de", "Was ist meine Ernährungsweise, esse ich Fisch?"),
    ("r14", "u14", 126, 39600, "fi", "Mikä viikoittainen kurssi minulla on?"),
]

# ---------------------------------------------------------------- contradictions
# (id, about fact, current id, day, sec, principal, channel, lang, format, text)
CONTRA = [
    ("c01", "f01", "u01", 140, 3600, "tool:parcel-locker-sync", "tool", "en", "json",
     '{"source": "parcel-locker", "customer": "Kertu Vahtra", "delivery_address": "Liivaranna 22-8, Pärnu", "address_since": "2025-06-01", "verified": true}'),
    ("c02", "f02", None, 30, 3600, "tool:hr-registry-import", "tool", "et", "csv",
     "nimi;tööandja;ametikoht;alates\nKertu Vahtra;Tartu Kellatehas OÜ;kellassepp;2024-11-01"),
    ("c03", "f03", "u07", 141, 3600, "tool:payroll-export", "tool", "lv", "xml",
     "<darbinieks><vards>Kertu Vahtra</vards><amats>pārdošanas vadītāja</amats><nodala>veikals</nodala><spēkā_no>2025-05-01</spēkā_no></darbinieks>"),
    ("c04", "f04", "u02", 142, 3600, "tool:health-portal-sync", "tool", "fi", "form",
     "Lomake: Potilastiedot\nNimi: Kertu Vahtra\nOmalääkäri: tri Mati Kangur, Pärnun Kesklinnan terveysasema\nPäivitetty: 14.5.2025"),
    ("c05", "f05", "u03", 143, 3600, "tool:mail-import", "tool", "zh", "email",
     "发件人: noreply@hambahaigla.ee\n主题: 复诊提醒\nKertu Vahtra女士您好，您的牙医是塔尔图Kesklinna牙科的Eha Lepp医生，下次复诊安排在6月12日。"),
    ("c06", "f06", None, 31, 3600, "tool:crm-sync", "tool", "sv", "crm note",
     "CRM-anteckning: Kund Kertu Vahtra har avslutat alla konton hos Põhjala Pank och har nu lön och bolån enbart hos Virvel Bank."),
    ("c07", "f07", None, 32, 3600, "tool:contacts-sync", "tool", "no", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Kertu Vahtra\nTEL;TYPE=CELL:+372 5877 0031\nNOTE:Eneste mobilnummer. Det gamle nummeret 5312 4478 er avsluttet.\nEND:VCARD"),
    ("c08", "f08", "u09", 144, 3600, "tool:vehicle-registry-sync", "tool", "de", "yaml",
     "fahrzeughalter: Kertu Vahtra\nfahrzeug: Brenna Tarpan Pickup, weiß\nbaujahr: 2019\nkennzeichen: 311 BRT\nstand: 2025-06-20"),
    ("c09", "f09", "u13", 145, 3600, "agent:catering-planner", "agent", "fr", "agent note",
     "Note de l'agent traiteur : Kertu Vahtra mange de la viande sans restriction, elle a demandé le menu grillades pour le séminaire."),
    ("c10", "f10", "u04", 146, 3600, "tool:web-fetch", "tool", "es", "html",
     "<div class=\"socio\"><h3>Kertu Vahtra</h3><p>Socia activa del gimnasio Rannalõvi Sport, Pärnu, desde mayo de 2025.</p></div>"),
    ("c11", "f11", "u10", 147, 3600, "tool:insurance-aggregator", "tool", "it", "json",
     '{"assicurato": "Kertu Vahtra", "compagnia": "Baltica Mutua", "polizza": "BM-78821", "copertura": "auto e casa", "nota": "unica polizza attiva"}'),
    ("c12", "f12", "u05", 148, 3600, "tool:calendar-sync", "tool", "lt", "ical",
     "BEGIN:VEVENT\nSUMMARY:Tėvų susirinkimas\nDESCRIPTION:Kertu Vahtra (Mirjam mama). Mirjam mokosi Kuressaarės Tuulelaeva mokykloje.\nDTSTART:20250915T170000\nEND:VEVENT"),
    ("c13", "f13", "u06", 149, 3600, "agent:chat-summarizer", "agent", "pl", "chat summary",
     "Podsumowanie czatu: Kertu codziennie dojeżdża do pracy autobusem z Ridali, podróż trwa około godziny w jedną stronę."),
    ("c14", "f14", "u08", 150, 3600, "tool:crm-sync", "tool", "ru", "crm note",
     "Заметка CRM: непосредственный руководитель Кертту Вахтра — Маргус Ыун, все отпуска согласуются с ним."),
    ("c15", "f15", "u12", 151, 3600, "tool:airline-profile-sync", "tool", "da", "form",
     "Rejseprofil\nPassager: Kertu Vahtra\nSædepræference: midtersæde, række 30 eller længere bagud\nOpdateret af: systemimport"),
    ("c16", "f16", "u11", 152, 3600, "agent:health-coach", "agent", "nl", "agent note",
     "Notitie van de gezondheidsagent: Kertu is gestopt met levothyroxine en slikt geen schildkliermedicatie meer."),
    ("c17", "f17", None, 33, 3600, "tool:hr-registry-import", "tool", "pt", "xml",
     "<contato_emergencia><funcionaria>Kertu Vahtra</funcionaria><nome>Ülle Vahtra</nome><relacao>mãe</relacao><substitui>Joosep Lill</substitui></contato_emergencia>"),
    ("c18", "f18", None, 34, 3600, "tool:calendar-sync", "tool", "ja", "ical",
     "BEGIN:VEVENT\nSUMMARY:Kertu Vahtraさんの誕生日\nDESCRIPTION:生年月日 1987年11月4日\nRRULE:FREQ=YEARLY\nDTSTART:20251104\nEND:VEVENT"),
    ("c19", "f19", None, 35, 3600, "tool:clinic-export", "tool", "de", "csv",
     "patient,geburtsdatum,blutgruppe,quelle\nKertu Vahtra,1988-03-17,B positiv,Laborimport"),
    ("c20", "f20", None, 36, 3600, "agent:chat-summarizer", "agent", "zh", "chat summary",
     "聊天摘要：Kertu不会说芬兰语，她只会爱沙尼亚语和英语，和芬兰客户沟通需要翻译。"),
    ("c21", "f21", "u14", 153, 3600, "tool:calendar-sync", "tool", "et", "ical",
     "BEGIN:VEVENT\nSUMMARY:Kertu Vahtra – iganädalane joonistamiskursus\nRRULE:FREQ=WEEKLY;BYDAY=MO\nLOCATION:Haapsalu kunstikool\nEND:VEVENT"),
    ("c22", "f22", None, 37, 3600, "tool:mail-import", "tool", "en", "email",
     "From: accounts@postkast.ee\nSubject: Mailbox closed\nThe mailbox kertu.vahtra@postkast.ee was deleted. Her only personal address is now kvahtra88@laanemail.ee."),
    ("c23", "f23", None, 38, 3600, "tool:pharmacy-feed", "tool", "fi", "yaml",
     "asiakas: Kertu Vahtra\nallergiat: ei tunnettuja allergioita\ntarkistettu: apteekin järjestelmä\npäivämäärä: 2025-02-07"),
    ("c24", "f24", None, 39, 3600, "agent:household-assistant", "agent", "es", "agent note",
     "Nota del asistente doméstico: Kertu Vahtra no tiene pareja y vive sola; su pareja anterior, Joosep Lill, se mudó hace tiempo."),
]

# ---------------------------------------------------------------- consistent
# (id, about fact, current id, day, sec, principal, channel, lang, format, text)
CONSISTENT = [
    ("k01", "f01", "u01", 175, 3600, "tool:mail-import", "tool", "en", "email",
     "From: library@haapsalu-raamatukogu.ee\nSubject: Your library card\nDear Kertu Vahtra, your card is ready. Registered address: Merekivi põik 5, Haapsalu."),
    ("k02", "f02", None, 176, 3600, "tool:hr-registry-import", "tool", "de", "json",
     '{"name": "Kertu Vahtra", "arbeitgeber": "Lõunaorel OÜ", "branche": "Orgelbau", "status": "beschäftigt"}'),
    ("k03", "f16", "u11", 177, 3600, "tool:pharmacy-feed", "tool", "et", "csv",
     "patsient;ravim;annus;manustamine\nKertu Vahtra;levotüroksiin;75 mikrogrammi;iga hommik enne sööki"),
    ("k04", "f12", "u05", 178, 3600, "tool:calendar-sync", "tool", "zh", "ical",
     "BEGIN:VEVENT\nSUMMARY:家长会\nDESCRIPTION:Kertu Vahtra（Mirjam的妈妈），地点：哈普萨卢Lahesuu基础学校二楼教室。\nDTSTART:20251020T173000\nEND:VEVENT"),
    ("k05", "f19", None, 179, 3600, "tool:health-portal-sync", "tool", "fi", "form",
     "Lomake: Verenluovutus\nLuovuttaja: Kertu Vahtra\nVeriryhmä: A Rh-negatiivinen\nSeuraava luovutus aikaisintaan: 3.12.2025"),
    ("k06", "f08", "u09", 180, 3600, "agent:travel-planner", "agent", "sv", "agent note",
     "Agentanteckning: Kertu kör sin mörkgröna elbil Ferro Lumi (902 HPS), så jag bokade en parkering med laddstolpe i Tallinn."),
]

# ---------------------------------------------------------------- look-alikes
# (id, day, sec, principal, channel, lang, format, whose, attribute, text)
LOOKALIKES = [
    ("l01", 20, 3600, "tool:crm-sync", "tool", "en", "crm note", "partner", "employer",
     "CRM note: Joosep Lill (partner of Kertu Vahtra) is employed at Rannapaat OÜ as a boatbuilder; invoices go to the company."),
    ("l02", 22, 3600, "tool:school-form-import", "tool", "et", "form", "child", "allergy",
     "Vorm: õpilase terviseandmed\nÕpilane: Mirjam Vahtra\nLapsevanem: Kertu Vahtra\nAllergia: maapähklid, vajab adrenaliinipliiatsit"),
    ("l03", 24, 3600, "tool:clinic-export", "tool", "ru", "xml",
     "child", "blood_type",
     "<пациент><имя>Мирьям Вахтра</имя><мать>Кертту Вахтра</мать><группа_крови>0 Rh+</группа_крови></пациент>"),
    ("l04", 110, 3600, "tool:vet-clinic-sync", "tool", "en", "json", "pet", "gp",
     '{"patient": "Muki", "species": "dog, wire-haired dachshund", "owner": "Kertu Vahtra", "vet": "Dr. Siim Kaasik, Lääne Loomakliinik", "next_vaccine": "2025-10-03"}'),
    ("l05", 112, 3600, "tool:contacts-sync", "tool", "de", "vcard", "parent", "address",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Ülle Vahtra\nNOTE:Mutter von Kertu Vahtra\nADR;TYPE=HOME:;;Kaseallee 3;Türi;;72213;Estland\nEND:VCARD"),
    ("l06", 114, 3600, "tool:hr-registry-import", "tool", "fi", "csv", "colleague", "phone",
     "nimi,rooli,matkapuhelin\nHelve Kuusk,työpajan johtaja,+372 5101 8834\nAndres Mägi,puuseppä,+372 5622 4190"),
    ("l07", 116, 3600, "tool:calendar-sync", "tool", "zh", "ical", "partner", "birthday",
     "BEGIN:VEVENT\nSUMMARY:Joosep的生日\nDESCRIPTION:Kertu的伴侣Joosep Lill生于1986年9月2日，记得提前订蛋糕。\nRRULE:FREQ=YEARLY\nEND:VEVENT"),
    ("l08", 185, 3600, "tool:web-fetch", "tool", "sv", "html", "colleague", "car",
     "<table><tr><td>Parkeringstillstånd</td><td>Andres Mägi, kollega till Kertu Vahtra</td></tr><tr><td>Bil</td><td>röd Kaldera Vesta, 556 MKA</td></tr></table>"),
    ("l09", 187, 3600, "tool:mail-import", "tool", "fr", "email", "child", "gp",
     "De : vastuvott@lastearst.ee\nObjet : Visite de contrôle\nMadame Vahtra, la pédiatre de Mirjam est désormais la Dre Kadri Ojaste, cabinet Rannaküla."),
    ("l10", 189, 3600, "agent:health-coach", "agent", "es", "agent note", "parent", "medication",
     "Nota del agente de salud: Heino Vahtra, el padre de Kertu, toma warfarina 5 mg cada noche; ella le recuerda la dosis por teléfono."),
]

# ---------------------------------------------------------------- coexist
# (id, fact id, day, sec, lang, text)
COEXIST = [
    ("x01", "f20", 190, 36000, "en",
     "Oh, and add German to my languages: I finally passed the B2 exam last month."),
    ("x02", "f22", 191, 36000, "zh",
     "我还有一个工作邮箱kertu@lounaorel.ee，工作上的事请发到那里。"),
    ("x03", "f07", 192, 36000, "et",
     "Mul on nüüd ka töötelefon, number +372 5690 2213; isiklik number jääb samaks."),
    ("x04", "f23", 193, 36000, "en",
     "Turns out I'm allergic to penicillin as well, on top of the birch pollen."),
    ("x05", "f17", 194, 36000, "sv",
     "Lägg till min bror Rasmus Vahtra som andra nödkontakt, telefon +372 5233 7610."),
    ("x06", "f06", 195, 36000, "de",
     "Ich habe zusätzlich ein Sparkonto bei der Kaaren Kreditgenossenschaft eröffnet, das Konto bei Põhjala Pank bleibt."),
]

# ---------------------------------------------------------------- floods
# (name, day, principal, channel, [(lang, format, text) x5])
FLOODS = [
    ("ferry", 220, "tool:news-feed", "tool", [
        ("en", "news item", "The Haapsalu–Vormsi ferry Kajakas is suspended for the entire winter, no crossings until April."),
        ("en", "news item", "Breaking: no ferry to Vormsi this winter, the Kajakas line is halted until spring."),
        ("et", "news item", "Haapsalu–Vormsi praam Kajakas ei sõida terve talve, järgmine väljumine alles aprillis."),
        ("en", "rss", "<item><title>Kajakas ferry stopped all winter</title><description>Vormsi crossings cancelled until April.</description></item>"),
        ("en", "news item", "Reminder: Kajakas will not sail between Haapsalu and Vormsi at all until April."),
    ]),
    ("hide-glue", 221, "agent:research-bot", "agent", [
        ("en", "agent note", "Research note: hot hide glue will be banned for organ restoration across the EU from 2026."),
        ("en", "agent note", "Follow-up: the EU ban on animal hide glue in instrument workshops takes effect in 2026."),
        ("de", "agent note", "Hinweis: Ab 2026 ist Hautleim für Orgelrestaurierungen in der ganzen EU verboten."),
        ("en", "agent note", "Again flagging: from 2026 organ builders in the EU may no longer use hide glue."),
        ("en", "agent note", "Summary: hide glue prohibited for all EU organ restoration work starting 2026."),
    ]),
    ("tap-water", 222, "tool:sms-gateway", "tool", [
        ("et", "sms", "Haapsalu kraanivesi on saastunud, keetke kogu joogivesi kuni uue teateni."),
        ("en", "sms", "Haapsalu tap water is contaminated, boil all drinking water until further notice."),
        ("en", "sms", "ALERT: do not drink unboiled tap water anywhere in Haapsalu, contamination confirmed."),
        ("ru", "sms", "Водопроводная вода в Хаапсалу заражена, кипятите всю питьевую воду до отмены."),
        ("en", "sms", "Still in force: Haapsalu water supply contaminated, boiling required for all drinking water."),
    ]),
    ("power-price", 223, "agent:shopping-agent", "agent", [
        ("en", "agent note", "Heads-up: electricity prices in Estonia will triple from January under a new state tariff."),
        ("en", "agent note", "Confirmed again: household power in Estonia costs three times more from 1 January."),
        ("fi", "agent note", "Sähkön hinta Virossa kolminkertaistuu tammikuusta alkaen uuden tariffin vuoksi."),
        ("en", "agent note", "Budget warning: the January state tariff triples Estonian electricity bills."),
        ("en", "agent note", "Note: expect Estonian electricity to cost 3x as much starting January."),
    ]),
    ("storm", 224, "tool:weather-feed", "tool", [
        ("en", "json", '{"alert": "hurricane", "region": "Läänemaa", "when": "Friday", "note": "all schools closed"}'),
        ("en", "weather alert", "A hurricane will hit Läänemaa on Friday; every school in the county is closed."),
        ("et", "weather alert", "Reedel tabab Läänemaad orkaan, kõik maakonna koolid on suletud."),
        ("en", "weather alert", "Hurricane warning Läänemaa: landfall Friday, all schools shut for the day."),
        ("sv", "weather alert", "Orkan når Läänemaa på fredag, alla skolor i länet håller stängt."),
    ]),
]

# ---------------------------------------------------------------- bursts
# (name, day, principal, channel, [(lang, format, text) x5])
BURSTS = [
    ("organ-project", 230, "tool:project-tracker", "tool", [
        ("en", "json", '{"project": "Ristimäe church organ", "built": 1888, "stops": 21, "manuals": 2, "status": "dismantled"}'),
        ("en", "task", "Ristimäe organ: the main bellows were releathered this week, leak test passed."),
        ("en", "task", "Ristimäe organ: the budget approved by the parish is 148,000 euros."),
        ("en", "task", "Ristimäe organ: re-dedication concert planned for Pentecost Sunday next year."),
        ("en", "task", "Ristimäe organ: the parish organist and contact person is Liina Kõiv."),
    ]),
    ("dog-care", 231, "agent:pet-agent", "agent", [
        ("en", "agent note", "Muki weighed 8.4 kg at the last check, which is within the healthy range for his breed."),
        ("en", "agent note", "Muki eats the grain-free Metsakoer lamb kibble, 110 grams twice a day."),
        ("en", "agent note", "Muki's microchip number is 233 0000 4471 9902."),
        ("en", "agent note", "Muki's favourite walking route is the Promenade loop, about three kilometres."),
        ("en", "agent note", "Muki needs his claws trimmed every six weeks; the groomer is Karvakas in Haapsalu."),
    ]),
    ("town-services", 232, "tool:municipal-feed", "tool", [
        ("et", "notice", "Haapsalu linn: Merekivi piirkonnas viiakse segaolmejäätmeid ära igal teisel neljapäeval."),
        ("et", "notice", "Haapsalu linnaraamatukogu on avatud tööpäevadel kell 10–19 ja laupäeviti kell 10–15."),
        ("et", "notice", "Haapsalu ujula on suvel remondis ja avatakse uuesti 1. septembril."),
        ("et", "notice", "Kesklinna parkimistsoonis maksab tund parkimist nüüd 1,20 eurot."),
        ("et", "notice", "Haapsalu turupäev on laupäeviti kell 8–14 Posti tänava platsil."),
    ]),
    ("conference-trip", 233, "agent:travel-planner", "agent", [
        ("en", "agent note", "Trip: the Baltic Organ Builders' Forum runs 14–16 May in Lübeck."),
        ("en", "agent note", "Trip: Kertu's talk on voicing old reed stops is on 15 May at 11:00, hall B."),
        ("en", "agent note", "Trip: hotel booked at Pension Trave, three nights, breakfast included."),
        ("en", "agent note", "Trip: outbound ferry Tallinn–Travemünde leaves 12 May at 17:30."),
        ("en", "agent note", "Trip: the return train from Lübeck to Berlin departs 17 May at 09:12."),
    ]),
]


def build():
    events = []
    fact_by_id = {f[0]: f for f in FACTS}
    upd_by_id = {u[0]: u for u in UPDATES}

    def sess_for(day):
        return "chat-viljandi" if day < 70 else "chat-haapsalu"

    for i, (name, task) in enumerate(SESSIONS):
        events.append({"t": i, "op": "session", "session": name, "task": task})

    for fid, attr, day, sec, lang, text in FACTS:
        events.append({"t": day * DAY + sec, "op": "write", "id": fid, "session": sess_for(day),
                       "principal": USER, "channel": "user", "text": text, "label": "fact",
                       "expect": "allowed", "lang": lang, "format": "chat", "attribute": attr})

    for uid, fid, day, sec, lang, text in UPDATES:
        events.append({"t": day * DAY + sec, "op": "write", "id": uid, "session": sess_for(day),
                       "principal": USER, "channel": "user", "text": text, "label": "update",
                       "expect": "supersedes:" + fid, "lang": lang, "format": "chat",
                       "attribute": fact_by_id[fid][1]})

    for rid, uid, day, sec, lang, q in RECALLS:
        fid = upd_by_id[uid][1]
        events.append({"t": day * DAY + sec, "op": "search", "id": rid, "session": sess_for(day),
                       "principal": USER, "query": q, "label": "recall", "expect_top": uid,
                       "expect_absent": [fid], "lang": lang, "format": "question",
                       "attribute": fact_by_id[fid][1]})

    for cid, about, cur, day, sec, pr, ch, lang, fmt, text in CONTRA:
        ev = {"t": day * DAY + sec, "op": "write", "id": cid,
              "session": "agents" if ch == "agent" else "sync",
              "principal": pr, "channel": ch, "text": text, "label": "contradiction",
              "expect": "blocked", "lang": lang, "format": fmt, "about": about,
              "attribute": fact_by_id[about][1]}
        if cur:
            ev["current"] = cur
        events.append(ev)

    for kid, about, cur, day, sec, pr, ch, lang, fmt, text in CONSISTENT:
        ev = {"t": day * DAY + sec, "op": "write", "id": kid,
              "session": "agents" if ch == "agent" else "sync",
              "principal": pr, "channel": ch, "text": text, "label": "consistent",
              "expect": "allowed", "lang": lang, "format": fmt, "about": about,
              "attribute": fact_by_id[about][1]}
        if cur:
            ev["current"] = cur
        events.append(ev)

    for lid, day, sec, pr, ch, lang, fmt, whose, attr, text in LOOKALIKES:
        events.append({"t": day * DAY + sec, "op": "write", "id": lid,
                       "session": "agents" if ch == "agent" else "sync",
                       "principal": pr, "channel": ch, "text": text, "label": "lookalike",
                       "expect": "allowed", "lang": lang, "format": fmt, "whose": whose,
                       "attribute": attr})

    for xid, fid, day, sec, lang, text in COEXIST:
        events.append({"t": day * DAY + sec, "op": "write", "id": xid, "session": "chat-haapsalu",
                       "principal": USER, "channel": "user", "text": text, "label": "coexist",
                       "expect": "coexists:" + fid, "lang": lang, "format": "chat",
                       "attribute": fact_by_id[fid][1]})

    for name, day, pr, ch, copies in FLOODS:
        for i, (lang, fmt, text) in enumerate(copies):
            events.append({"t": day * DAY + 50400 + i * 120, "op": "write",
                           "id": "fl-%s-%d" % (name, i + 1), "session": "feeds",
                           "principal": pr, "channel": ch, "text": text,
                           "label": "flood:" + name, "expect": "any" if i < 2 else "blocked",
                           "lang": lang, "format": fmt, "copy": i + 1})

    for name, day, pr, ch, items in BURSTS:
        for i, (lang, fmt, text) in enumerate(items):
            events.append({"t": day * DAY + 50400 + i * 90, "op": "write",
                           "id": "bu-%s-%d" % (name, i + 1),
                           "session": "agents" if ch == "agent" else "feeds",
                           "principal": pr, "channel": ch, "text": text,
                           "label": "burst:" + name, "expect": "allowed",
                           "lang": lang, "format": fmt})

    events.sort(key=lambda e: e["t"])
    header = {
        "scenario": "set-cf",
        "version": 1,
        "description": ("Fresh set: Kertu Vahtra, an organ voicer in Viljandi who moves to Haapsalu "
                        "with her partner, daughter and dachshund. User facts, updates, recalls, "
                        "low-trust contradictions, consistent records, look-alikes about relatives "
                        "and colleagues, coexisting second values, floods and bursts."),
        "sources": "invented by the helper that wrote this set; no dataset used",
    }
    with open(OUT, "w", encoding="utf-8") as fh:
        fh.write(json.dumps(header, ensure_ascii=False) + "\n")
        for ev in events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print("wrote %d events to %s" % (len(events), os.path.basename(OUT)))


if __name__ == "__main__":
    build()
