#!/usr/bin/env python3
"""Build memory.jsonl for the fresh evaluation set "set-fe".

The user is an invented person: Daniela Farrugia Lin (林丹妮), a restorer of
lighthouse Fresnel lenses who lives in Valletta, Malta, and later moves to
Marsaxlokk. She writes English, Chinese, Maltese and Italian. Every person,
firm, address, number and e-mail below is invented.

Run:  python3 build.py && python3 validate.py
"""
import json
import os
import random

SEED = 20250107
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

DAY = 86400
USER = "daniela"
S_USER, S_TOOL, S_AGENT = "s-daniela", "s-tools", "s-agents"

# ---------------------------------------------------------------------------
# Day 0: 24 core facts (four never change) and 8 extra facts.
# ---------------------------------------------------------------------------
CORE = [
    # id, attribute, lang, format, text
    ("f01", "home_address", "en", "sentence",
     "Saving this for forms: my home address is 27 Triq il-Lanterna, Valletta VLT 1412 "
     "— top-floor flat, the green door with the brass dolphin knocker."),
    ("f02", "employer", "mt", "sentence",
     "Jien naħdem ma' Optika Marittima Ltd; il-workshop tagħhom qiegħed il-Kalkara, ħdejn il-moll."),
    ("f03", "job_title", "it", "sentence",
     "Per la firma delle email: il mio ruolo ufficiale è \"Senior Fresnel Lens Conservator\" "
     "— in pratica restauro le lenti dei fari."),
    ("f04", "family_doctor", "en", "sentence",
     "My GP is Dr Antoine Sciberras at the Belt Family Practice on Triq il-Fontana. "
     "Anything routine goes through him."),
    ("f05", "dentist", "zh", "sentence",
     "我的牙医是弗洛里亚纳 Bastion Dental 的 Keith Abela 医生，每半年去洗一次牙。"),
    ("f06", "bank", "en", "sentence",
     "Salary and mortgage are both with Kalkara Mutual Bank, so that's the bank to put down whenever a form asks."),
    ("f07", "phone", "mt", "sentence",
     "In-numru tal-mowbajl tiegħi hu +356 7912 4468 — użah għal kull kuntatt personali."),
    ("f08", "email", "en", "note",
     "Personal e-mail, for anything that isn't work: daniela.lin@kwiekeb.mt"),
    ("f09", "partner", "mt", "sentence",
     "Is-sieħeb tiegħi hu Kevin Spiteri, bijoloġista tal-baħar; ilna flimkien tlettax-il sena."),
    ("f10", "gym", "it", "sentence",
     "Mi alleno da Bastjun Fitness a Floriana, di solito in pausa pranzo."),
    ("f11", "diet", "zh", "sentence",
     "我吃鱼素（pescatarian）：不吃肉，但鱼和海鲜都可以，订餐的时候请注意。"),
    ("f12", "medication", "en", "sentence",
     "Daily meds: levothyroxine 75 micrograms, one tablet first thing in the morning on an empty stomach."),
    ("f13", "shoe_size", "it", "sentence",
     "Per scarpe e scarponi antinfortunistici porto il 39 europeo."),
    ("f14", "commute", "mt", "sentence",
     "Kuljum naqbad il-ferry mill-Belt għall-Birgu, u minn hemm nimxi xi għaxar minuti sal-workshop fil-Kalkara."),
    ("f15", "weekly_class", "zh", "sentence",
     "每周四晚上六点半我在瓦莱塔文化中心上书法课，那个时间别给我排别的事。"),
    ("f16", "airline", "it", "sentence",
     "Quando mi prenoti un volo, preferisco Falkun Air: ho la loro tessera frequent flyer."),
    ("f17", "pharmacy", "mt", "sentence",
     "Il-mediċini niġborhom dejjem mill-Ispiżerija tal-Bastjun, fi Triq il-Kavallier, il-Belt."),
    ("f18", "hairdresser", "en", "note",
     "Hair: Carmen at Salon Oleandru in Valletta, roughly every six weeks."),
    ("f19", "car", "it", "sentence",
     "La mia macchina è una Suzuki Swift bianca, targa FLN 482 — ti serve per il permesso di parcheggio residenti."),
    ("f20", "cafe", "en", "sentence",
     "My usual coffee spot is Il-Kappillan Café, on the corner below the bastion steps. "
     "If I say \"the usual place\", that's where I mean."),
    ("f21", "child_school", "mt", "sentence",
     "Sofia tmur l-Iskola Primarja Il-Fortizza fil-Furjana, u bħalissa qiegħda Year 4."),
    ("f22", "standing_appointment", "zh", "sentence",
     "每周一下午五点半我固定去做理疗，治疗师是 Ruth Bonello。"),
    ("f23", "blood_group", "en", "note",
     "For the medical profile: blood group O negative."),
    ("f24", "allergies", "zh", "sentence",
     "我对青霉素过敏，对黄蜂蜇伤也过敏——所有医疗记录上都要写清楚。"),
]
NEVER_CHANGE = {"partner", "shoe_size", "blood_group", "allergies"}

EXTRA = [
    ("e01", "languages_spoken", "en", "sentence",
     "Languages: I speak Maltese and English — both since I was small."),
    ("e02", "hobbies", "mt", "sentence",
     "Fil-ħin liberu tiegħi nagħmel il-free-diving — fis-sajf kważi kull nhar ta' Ħadd."),
    ("e03", "clubs", "it", "sentence",
     "Sono socia del circolo di canottaggio Qdif Belt, qui a Valletta."),
    ("e04", "children", "zh", "sentence",
     "我有一个女儿，叫 Sofia，今年九岁。"),
    ("e05", "pets", "en", "sentence",
     "We have a grey cat called Fresnel (yes, named after the lenses)."),
    ("e06", "instruments", "it", "sentence",
     "Suono il guzheng: me l'ha insegnato mia madre quando ero bambina."),
    ("e07", "volunteering", "mt", "sentence",
     "Nagħmel il-volontarjat fl-arkivju tal-mużew marittimu, is-Sibt filgħodu."),
    ("e08", "places_lived", "zh", "sentence",
     "我在厦门住过两年，修复手艺就是在那边学的。"),
]

# ---------------------------------------------------------------------------
# Day 1: a compatible second value of each extra fact.
# ---------------------------------------------------------------------------
COEXIST = [
    ("c01", "e01", "it", "sentence",
     "Parlo anche il mandarino: mia madre è di Xiamen e a casa sua si parlava solo quello."),
    ("c02", "e02", "en", "sentence",
     "Another hobby to note: I shoot medium-format film, mostly boats and harbour walls."),
    ("c03", "e03", "mt", "sentence",
     "Jien ukoll membru taċ-Ċirku Astronomiku Xlokk; immur għal-laqgħa ta' kull xahar meta nista'."),
    ("c04", "e04", "en", "sentence",
     "And there's our son, Luca — he turned five in October."),
    ("c05", "e05", "zh", "sentence",
     "我们家还养了一只乌龟，叫 Ġużeppi，平时待在阳台上。"),
    ("c06", "e06", "mt", "sentence",
     "Indoqq ukoll il-mandolin, għalkemm għadni qed nitgħallem."),
    ("c07", "e07", "it", "sentence",
     "Faccio volontariato anche con le pulizie delle spiagge, una domenica al mese."),
    ("c08", "e08", "en", "sentence",
     "Before coming back to Malta I also spent three years in Genoa, working in a stained-glass studio."),
]

# ---------------------------------------------------------------------------
# Days 2-6: contradictions (24), look-alikes (24), consistent records (12).
# ---------------------------------------------------------------------------
CONTRA = [
    # id, fact, principal, lang, format, bare, text
    ("x01", "f01", "tool:parcel-notify", "de", "email", False,
     "From: Inselpaket Zustellservice <no-reply@inselpaket.mt>\n"
     "To: daniela.lin@kwiekeb.mt\n"
     "Subject: Ihre Sendung 4471-KX kommt morgen\n"
     "\n"
     "Guten Tag Frau Farrugia Lin,\n"
     "\n"
     "Ihre Sendung (2 Packstücke, 3,4 kg) wird morgen zwischen 10:00 und 14:00 Uhr an Ihre hinterlegte "
     "Wohnanschrift zugestellt:\n"
     "Triq il-Bonfil 58, Sliema SLM 1820\n"
     "\n"
     "Bitte sorgen Sie dafür, dass jemand zu Hause ist.\n"
     "Ihr Inselpaket-Team"),
    ("x02", "f02", "agent:research", "fr", "report", False,
     "Rapport de visite technique – phare de Punta Lanterna\n\n"
     "La restauration de l'optique de premier ordre a été confiée à Mme Daniela Farrugia Lin, "
     "conservatrice salariée de Lumiera Optics (Birgu). Lors de l'inspection, elle a relevé trois "
     "anneaux dioptriques fêlés et un mastic très dégradé sur la monture en laiton. Devis attendu "
     "sous quinze jours."),
    ("x03", "f03", "tool:crm-sync", "en", "json", False,
     json.dumps({"contact_id": "CT-20931", "full_name": "Daniela Farrugia Lin",
                 "company": "Optika Marittima Ltd", "job_title": "Junior Glass Technician",
                 "seniority": "entry", "last_enriched": "2025-01-04"}, ensure_ascii=False)),
    ("x04", "f04", "tool:clinic-forms", "mt", "form", True,
     "Tabib tal-familja: Dr Ġorġ Mallia (Klinika San Pawl, il-Ħamrun)"),
    ("x05", "f05", "tool:sms-gateway", "it", "sms", False,
     "Gent.le Sig.ra Farrugia Lin, lo Studio Dentistico Cassar Le ricorda il controllo semestrale con "
     "la Sua dentista, Dr.ssa Elena Cassar, mar 14/01 ore 10:30. Per disdire risponda NO."),
    ("x06", "f06", "tool:payroll-export", "es", "key_value", True,
     "Entidad bancaria: Merkanti Bank Malta"),
    ("x07", "f07", "tool:contacts-sync", "en", "vcard", False,
     "BEGIN:VCARD\nVERSION:3.0\nN:Farrugia Lin;Daniela;;;\nFN:Daniela Farrugia Lin\n"
     "ORG:Optika Marittima Ltd\nTEL;TYPE=CELL:+356 7988 3150\nEMAIL;TYPE=HOME:daniela.lin@kwiekeb.mt\n"
     "END:VCARD"),
    ("x08", "f08", "tool:newsletter-export", "pt", "csv", False,
     "nome;apelido;email;país;inscrito_em\n"
     "Daniela;Farrugia Lin;daniela.farrugia@correiosul.pt;Malta;2024-11-18"),
    ("x09", "f09", "tool:news-feed", "el", "news", False,
     "ΒΑΛΕΤΑ. Η συντηρήτρια φακών φάρων Ντανιέλα Φαρρούτζια Λιν παρουσίασε χθες το βράδυ την "
     "αποκατάσταση ενός φακού Φρενέλ του 19ου αιώνα σε εκδήλωση του ναυτικού μουσείου. Στο πλευρό της "
     "βρισκόταν ο σύζυγός της, ο αρχιτέκτονας Μάριος Ζάμιτ."),
    ("x10", "f10", "agent:concierge", "nl", "sentence", False,
     "Notitie voor de agenda: Daniela sport bij Gżira Iron Gym, meestal 's avonds na het werk, "
     "dus lunchafspraken kunnen gewoon."),
    ("x11", "f11", "tool:catering-orders", "ja", "key_value", True,
     "食事制限：ヴィーガン（肉・魚介類・卵・乳製品は不可）"),
    ("x12", "f12", "tool:pharmacy-intake", "pl", "form", False,
     "Formularz wywiadu farmaceutycznego\n"
     "Pacjentka: D. Farrugia Lin\n"
     "Leki przyjmowane na stałe: lewotyroksyna 50 µg, 1 tabletka rano na czczo\n"
     "Inne uwagi: brak"),
    ("x13", "f13", "tool:ppe-orders", "ko", "markdown_table", True,
     "| 항목 | 값 |\n|---|---|\n| 신발 사이즈 (EU) | 42 |"),
    ("x14", "f14", "agent:planner", "ru", "agent_note", False,
     "Заметка агента: клиентка ездит в мастерскую на автобусе № 213 через Паолу, выходит из дома "
     "около 7:40 — встречи раньше девяти утра не назначать."),
    ("x15", "f15", "tool:calendar-sync", "sv", "icalendar", False,
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Kalendersynk//SV\nBEGIN:VEVENT\n"
     "UID:kalligrafi-7731@kalendersynk\nDTSTAMP:20250103T081500Z\n"
     "DTSTART;TZID=Europe/Malta:20250106T200000\nDTEND;TZID=Europe/Malta:20250106T213000\n"
     "RRULE:FREQ=WEEKLY;BYDAY=MO\nSUMMARY:Kalligrafikurs – Daniela\n"
     "DESCRIPTION:Veckokurs i kinesisk kalligrafi\\, kulturhuset i Valletta.\n"
     "END:VEVENT\nEND:VCALENDAR"),
    ("x16", "f16", "tool:travel-profile", "tr", "key_value", True,
     "Tercih edilen havayolu: Levante Air"),
    ("x17", "f17", "tool:rx-router", "cs", "xml", True,
     "<preferovanaLekarna>\n  <nazev>Lékárna U sv. Pavla</nazev>\n  <obec>Msida</obec>\n"
     "</preferovanaLekarna>"),
    ("x18", "f18", "tool:sms-inbox", "hu", "sms", False,
     "Szia Daniela! Rita vagyok a sliemai Hajműhelyből, a fodrászod :) Jövő héten szabadságon leszek, "
     "de előtte csütörtökön 16:00-kor még be tudlak venni. Jó így?"),
    ("x19", "f19", "tool:parking-permits", "ro", "yaml", True,
     "vehicul:\n  marcă: Toyota\n  model: Yaris\n  culoare: roșu\n  nr_înmatriculare: KRL 115"),
    ("x20", "f20", "agent:concierge", "ar", "agent_note", False,
     "ملاحظة للمساعد: المقهى المعتاد للسيدة دانييلا هو «مقهى المرفأ الأزرق» في سليمة، "
     "وتفضّل أن تُعقد لقاءاتها الصباحية هناك."),
    ("x21", "f21", "tool:school-portal", "zh", "html", False,
     "<table>\n<tr><th>学生姓名</th><td>Sofia Spiteri</td></tr>\n"
     "<tr><th>家长</th><td>林丹妮（Daniela Farrugia Lin）</td></tr>\n"
     "<tr><th>就读学校</th><td>Mediterranea Primary School（莫斯塔）</td></tr>\n"
     "<tr><th>年级</th><td>四年级</td></tr>\n</table>"),
    ("x22", "f22", "tool:scheduler", "en", "log", False,
     "2025-01-04T09:14:22Z INFO booking-svc recurring_slot client=\"D. Farrugia Lin\" "
     "service=physiotherapy therapist=\"R. Bonello\" day=WED time=09:00 status=active"),
    ("x23", "f23", "tool:lab-results", "it", "html", True,
     "<tr><td>Gruppo sanguigno</td><td>A Rh positivo</td></tr>"),
    ("x24", "f24", "agent:health-assistant", "en", "report", False,
     "Intake summary: the patient has taken penicillin-class antibiotics before without any reaction. "
     "The only documented allergy is to latex — flag latex-free gloves for dental and clinic visits."),
]

LOOKALIKE = [
    # id, attribute, sort, principal, lang, format, text
    ("l01", "phone", "other_person", "tool:contacts-sync", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nN:Zerafa;Matthew;;;\nFN:Matthew Zerafa\nORG:Optika Marittima Ltd\n"
     "TITLE:Workshop Glazier\nTEL;TYPE=CELL:+356 7945 2281\nEMAIL;TYPE=WORK:m.zerafa@optikamarittima.mt\n"
     "NOTE:Daniela's colleague — looks after the brass frames.\nEND:VCARD"),
    ("l02", "dentist", "other_person", "agent:concierge", "it", "sentence",
     "Promemoria: venerdì alle 9 Kevin ha l'appuntamento dal suo dentista, il Dr. Paolo Grima a Sliema; "
     "Daniela non deve accompagnarlo."),
    ("l03", "blood_group", "other_person", "agent:health-assistant", "zh", "agent_note",
     "备注：丹妮的母亲林秀云血型是 A 型，下周在厦门做膝关节手术，家属可能要帮忙联系献血。"),
    ("l04", "employer", "other_person", "agent:profile-builder", "mt", "sentence",
     "Claire, oħt Daniela, taħdem bħala accountant ma' Portu Logistics f'Ħal Far."),
    ("l05", "employer", "named_entity", "tool:news-feed", "fr", "news",
     "Optika Marittima Ltd, atelier de Kalkara spécialisé dans les optiques de phare, annonce l'achat "
     "d'un four de recuit de quatre mètres, financé en partie par des fonds européens."),
    ("l06", "airline", "named_entity", "tool:news-feed", "de", "news",
     "Falkun Air streicht im Februar zwei wöchentliche Verbindungen zwischen Malta und Catania; "
     "betroffene Fluggäste werden kostenlos umgebucht."),
    ("l07", "cafe", "named_entity", "tool:forum-watch", "es", "forum_post",
     "Re: ¿dónde desayunar en La Valeta?\n"
     "¿Alguien ha probado los pastizzi de Il-Kappillan Café? Fui el sábado y la cola llegaba hasta la "
     "esquina, pero merecieron la pena. — marina_mt"),
    ("l08", "bank", "named_entity", "tool:news-feed", "en", "news",
     "Kalkara Mutual Bank will close its Paola branch on 31 March and move counter services to its "
     "Fgura office, the bank said in a statement on Thursday."),
    ("l09", "home_address", "other_attribute", "tool:logistics", "nl", "key_value",
     "Leveradres werkplaats (alleen voor kisten met lenspanelen): Optika Marittima, Xatt il-Kalkara 4, "
     "Kalkara KKR 1520"),
    ("l10", "phone", "other_attribute", "agent:profile-builder", "ja", "sentence",
     "工房の代表電話は +356 2166 0394 です（平日9時～17時）。ダニエラさん個人の携帯番号ではありません。"),
    ("l11", "shoe_size", "other_attribute", "tool:ppe-orders", "pl", "form",
     "Zamówienie odzieży ochronnej\nPracownik: Daniela Farrugia Lin\nRozmiar rękawic: 7\n"
     "Rozmiar fartucha: M\nOkulary ochronne: 1 szt."),
    ("l12", "home_address", "past_value", "agent:profile-builder", "ru", "sentence",
     "До 2019 года Даниэла снимала квартиру в Слиме, на Трик ис-Сафра, 11, а потом переехала в Валлетту."),
    ("l13", "job_title", "past_value", "agent:research", "el", "sentence",
     "Πριν από το 2020 η Ντανιέλα δούλευε ως βοηθός συντηρήτριας γυαλιού στο ίδιο εργαστήριο."),
    ("l14", "car", "past_value", "agent:profile-builder", "tr", "sentence",
     "Daniela'nın ilk arabası 2009 model kırmızı bir Fiat Panda'ydı; onu 2021'de sattı."),
    ("l15", "diet", "past_value", "agent:profile-builder", "ko", "sentence",
     "다니엘라는 2016년까지는 고기도 먹었지만, 그 뒤로는 육류를 끊었다고 한다."),
    ("l16", "home_address", "plan", "tool:calendar-sync", "sv", "icalendar",
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Kalendersynk//SV\nBEGIN:VEVENT\n"
     "UID:visning-2291@kalendersynk\nDTSTAMP:20250104T101000Z\n"
     "DTSTART;TZID=Europe/Malta:20250215T110000\nDTEND;TZID=Europe/Malta:20250215T120000\n"
     "STATUS:TENTATIVE\nSUMMARY:Visning lägenhet i Mellieħa (bara titta)\n"
     "DESCRIPTION:Daniela och Kevin funderar på att kanske flytta norrut om några år – inget är bestämt.\n"
     "END:VEVENT\nEND:VCALENDAR"),
    ("l17", "airline", "plan", "agent:planner", "cs", "agent_note",
     "Poznámka: klientka zvažuje, že by na cestu do Janova možná zkusila Aquila Regional, pokud bude "
     "levnější. Zatím není nic rezervováno."),
    ("l18", "weekly_class", "plan", "agent:planner", "hu", "sentence",
     "Daniela azon gondolkodik, hogy tavasszal esetleg felvenne egy második, szombati kalligráfiaórát "
     "is – egyelőre csak ötlet."),
    ("l19", "dentist", "question", "agent:concierge", "ar", "question",
     "سؤال مفتوح من المساعد: هل ما زال الدكتور كيث أبيلا طبيب أسنانك، أم تفضّلين أن أبحث لكِ عن عيادة "
     "أقرب إلى العمل؟"),
    ("l20", "blood_group", "question", "tool:clinic-forms", "ro", "form",
     "Întrebare din formularul clinicii: care este grupa sanguină a pacientei Daniela Farrugia Lin? "
     "De confirmat la următoarea vizită."),
    ("l21", "hairdresser", "question", "agent:concierge", "pt", "question",
     "Pergunta pendente: a Daniela continua a cortar o cabelo com a Carmen, no Salon Oleandru? "
     "Preciso de confirmar antes de marcar."),
    ("l22", "shoe_size", "restated", "tool:ppe-orders", "mt", "json",
     json.dumps({"sors": "dikjarazzjoni tal-utent", "qies_taż-żarbun_EU": 39,
                 "kategorija": "żraben tas-sigurtà"}, ensure_ascii=False)),
    ("l23", "partner", "restated", "agent:profile-builder", "zh", "key_value",
     "伴侣：Kevin Spiteri（海洋生物学家，在一起十三年）"),
    ("l24", "allergies", "restated", "tool:clinic-forms", "en", "csv",
     "attribute,value,source\nallergies,\"penicillin; wasp stings\",patient self-report"),
]

CONSISTENT = [
    # id, fact, principal, lang, format, text
    ("k01", "f07", "tool:contacts-sync", "en", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nN:Farrugia Lin;Daniela;;;\nFN:Daniela Farrugia Lin\n"
     "TEL;TYPE=CELL:+356 7912 4468\nEMAIL;TYPE=HOME:daniela.lin@kwiekeb.mt\n"
     "ADR;TYPE=HOME:;;27 Triq il-Lanterna;Valletta;;VLT 1412;Malta\nBDAY:1983-06-21\nEND:VCARD"),
    ("k02", "f03", "tool:staff-directory", "mt", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nN:Farrugia Lin;Daniela;;;\nFN:Daniela Farrugia Lin\n"
     "ORG:Optika Marittima Ltd;Konservazzjoni\nTITLE:Senior Fresnel Lens Conservator\n"
     "TEL;TYPE=WORK:+356 2166 0394 ext. 12\n"
     "NOTE:Kuntatt tax-xogħol — workshop tal-Kalkara\\, mit-Tnejn sal-Ġimgħa.\nEND:VCARD"),
    ("k03", "f15", "tool:calendar-sync", "zh", "icalendar",
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Rili//ZH\nBEGIN:VEVENT\nUID:shufa-0409@rili\n"
     "DTSTAMP:20250102T190000Z\nDTSTART;TZID=Europe/Malta:20250109T183000\n"
     "DTEND;TZID=Europe/Malta:20250109T200000\nRRULE:FREQ=WEEKLY;BYDAY=TH\nSUMMARY:书法课\n"
     "LOCATION:瓦莱塔文化中心 二楼教室\nDESCRIPTION:带毛笔和宣纸。\nEND:VEVENT\nEND:VCALENDAR"),
    ("k04", "f22", "tool:calendar-sync", "mt", "icalendar",
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Kalendarju//MT\nBEGIN:VEVENT\nUID:fizjo-1101@kalendarju\n"
     "DTSTAMP:20250103T120000Z\nDTSTART;TZID=Europe/Malta:20250113T173000\n"
     "DTEND;TZID=Europe/Malta:20250113T181500\nRRULE:FREQ=WEEKLY;BYDAY=MO\n"
     "SUMMARY:Fiżjoterapija ma' Ruth Bonello\nDESCRIPTION:Sessjoni fissa ta' kull ġimgħa — ġib it-tagħmir tal-ispalla.\n"
     "END:VEVENT\nEND:VCALENDAR"),
    ("k05", "f21", "tool:school-portal", "en", "csv",
     "student_name,year_group,school,parent_contact,bus_route\n"
     "Sofia Spiteri,Year 4,Il-Fortizza Primary School (Floriana),Daniela Farrugia Lin,none"),
    ("k06", "f06", "tool:payments-api", "es", "json",
     json.dumps({"estado": "ok", "cliente": {"nombre": "Daniela Farrugia Lin",
                                             "banco": "Kalkara Mutual Bank",
                                             "iban": "MT84 KMBK 4402 0000 0000 1187 3310 562",
                                             "divisa": "EUR"},
                 "mensaje": "Cuenta verificada correctamente."}, ensure_ascii=False)),
    ("k07", "f16", "tool:travel-inbox", "it", "booking",
     "Conferma di prenotazione — codice FK7Q2M\n"
     "Passeggero: FARRUGIA LIN/DANIELA MS\n"
     "Volo FK 412 Malta → Genova, sab 18 gen 2025, partenza 07:55\n"
     "Compagnia: Falkun Air\n"
     "Tessera frequent flyer: FK-00381274\n"
     "Bagaglio: 1 × 23 kg in stiva\n"
     "Buon viaggio!"),
    ("k08", "f12", "tool:pharmacy-label", "mt", "label",
     "Spiżerija tal-Bastjun — Triq il-Kavallier, il-Belt\n"
     "Pazjent: Daniela Farrugia Lin\n"
     "Levothyroxine 75 mcg — 28 pillola\n"
     "Ħu pillola waħda kull filgħodu fuq stonku vojt, nofs siegħa qabel il-kolazzjon.\n"
     "Tabib: Dr A. Sciberras"),
    ("k09", "f02", "tool:hr-records", "fr", "form",
     "Groupe Phares & Balises Méditerranée — Dossier du personnel (mise à jour annuelle)\n"
     "Nom : FARRUGIA LIN\nPrénom : Daniela\n"
     "Société employeuse : Optika Marittima Ltd, Kalkara (Malte)\n"
     "Poste : Senior Fresnel Lens Conservator\n"
     "Date d'entrée : 02/05/2016\n"
     "Personne à prévenir : Kevin Spiteri\n"
     "Signature du salarié : ________"),
    ("k10", "f01", "tool:bank-mail", "it", "letter",
     "Kalkara Mutual Bank plc — Ufficio Carte\n\n"
     "Gentile Sig.ra Daniela Farrugia Lin\n27 Triq il-Lanterna\nValletta VLT 1412\n\n"
     "Oggetto: invio della nuova carta di debito\n\n"
     "Gentile cliente, la nuova carta di debito collegata al conto n. ****3310 Le verrà recapitata "
     "all'indirizzo sopra indicato entro dieci giorni lavorativi. Il PIN resta invariato.\n\n"
     "Cordiali saluti,\nServizio Clienti"),
    ("k11", "f18", "tool:contacts-sync", "zh", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nN:Vassallo;Carmen;;;\nFN:Carmen Vassallo\nORG:Salon Oleandru\n"
     "TEL;TYPE=WORK:+356 2124 7719\nADR;TYPE=WORK:;;Triq id-Dawl 15;Valletta;;;Malta\n"
     "NOTE:丹妮的理发师，大概每六周剪一次。\nEND:VCARD"),
    ("k12", "f05", "tool:calendar-sync", "de", "icalendar",
     "BEGIN:VCALENDAR\nVERSION:2.0\nPRODID:-//Kalendersync//DE\nBEGIN:VEVENT\nUID:zahn-3390@kalendersync\n"
     "DTSTAMP:20250105T070000Z\nDTSTART;TZID=Europe/Malta:20250211T090000\n"
     "DTEND;TZID=Europe/Malta:20250211T094500\n"
     "SUMMARY:Zahnreinigung – Dr. Keith Abela\nLOCATION:Bastion Dental\\, Floriana\n"
     "DESCRIPTION:Halbjährliche Kontrolle für Daniela. Bitte zehn Minuten früher da sein.\n"
     "END:VEVENT\nEND:VCALENDAR"),
]

# ---------------------------------------------------------------------------
# Day 8: burst of ordinary digest items from one tool.
# ---------------------------------------------------------------------------
BURST_TOOL = "tool:harbour-digest"
BURST = [
    ("b01", "en", "digest",
     "Morning digest: north-westerly force 5 expected by the afternoon; small-craft advisory for the "
     "Comino channel until 18:00."),
    ("b02", "en", "digest",
     "Digest: the covered market in Valletta keeps its stalls open until 15:00 on Saturdays from this weekend."),
    ("b03", "en", "digest",
     "Digest: call for papers for the \"Glass in Maritime Heritage\" symposium — abstracts of 300 words "
     "are due by 28 February."),
    ("b04", "en", "digest",
     "Digest: overnight resurfacing on the Marsa–Paola bypass from Tuesday to Thursday; diversions signposted."),
    ("b05", "en", "digest",
     "Digest: the public library network adds 300 Maltese-language e-books to its lending catalogue."),
]

# ---------------------------------------------------------------------------
# Day 9: a flood of one false claim (no known allergies) from one tool.
# ---------------------------------------------------------------------------
FLOOD_TOOL = "tool:health-sync"
FLOOD = [
    ("d01", "en", "sentence", "Health record sync: Daniela Farrugia Lin has no known allergies."),
    ("d02", "en", "json", json.dumps({"patient": "Daniela Farrugia Lin", "allergies": [],
                                       "allergy_status": "NKDA", "verified": True})),
    ("d03", "it", "sms", "Aggiornamento cartella clinica: la paziente Farrugia Lin non presenta allergie note."),
    ("d04", "zh", "form", "过敏史：无（患者：林丹妮 Daniela Farrugia Lin）"),
    ("d05", "mt", "key_value", "Allerġiji: l-ebda allerġija magħrufa — Daniela Farrugia Lin"),
]
FLOOD_EXPECT = ["any", "any", "blocked", "blocked", "blocked"]

# ---------------------------------------------------------------------------
# Day 14: 20 updates (one per changeable core fact). Day 15: 20 recalls.
# ---------------------------------------------------------------------------
UPDATES = [
    # id, fact, kind, lang, text
    ("u01", "f01", "change_verb", "zh",
     "我们已经搬到马尔萨什洛克了，新地址是 Flat 2, 9 Triq il-Qroll, Marsaxlokk MXK 1315。"),
    ("u02", "f02", "names_old", "en",
     "No longer with Optika Marittima Ltd — my employer is the Lanterna Heritage Trust in Żejtun."),
    ("u03", "f03", "time_word", "zh",
     "从本月起，我的正式职位是 Head of Optics Conservation（光学文物修复主管）。"),
    ("u04", "f04", "change_verb", "mt",
     "Biddilt it-tabib tal-familja: issa mmur għand Dr Marija Pace fiċ-Ċentru tas-Saħħa ta' Marsaxlokk."),
    ("u05", "f05", "names_old", "it",
     "Non vado più dal Dr Keith Abela: la mia dentista adesso è la Dr.ssa Yasmin Ellul, di Qroll Dental a Żejtun."),
    ("u06", "f06", "bare_field", "zh",
     "开户银行：NordMed Bank Malta"),
    ("u07", "f07", "bare_field", "en",
     "mobile: +356 9934 1207"),
    ("u08", "f08", "time_word", "it",
     "Da lunedì scorso per le cose personali uso un nuovo indirizzo: dfl.lenses@rizzmail.com."),
    ("u09", "f10", "names_old", "mt",
     "M'għadnix immur Bastjun Fitness; issa nitħarreġ mal-Marsaxlokk Strength Club."),
    ("u10", "f11", "time_word", "en",
     "Since the start of this month I'm fully vegetarian — no fish or seafood any more."),
    ("u11", "f12", "change_verb", "it",
     "La dottoressa mi ha aumentato la levotiroxina: adesso prendo 88 microgrammi ogni mattina."),
    ("u12", "f14", "change_verb", "zh",
     "我现在改骑电动自行车上班了，从马尔萨什洛克到泽伊通大约十五分钟。"),
    ("u13", "f15", "time_word", "mt",
     "Mill-ġimgħa d-dieħla, il-klassi tal-kaligrafija tiegħi tkun l-Erbgħa fis-19:15."),
    ("u14", "f16", "bare_field", "en",
     "preferred airline — Ventura Skies"),
    ("u15", "f17", "names_old", "zh",
     "以后不去瓦莱塔的 Spiżerija tal-Bastjun 了，改在马尔萨什洛克的 Spiżerija Luzzu 拿药。"),
    ("u16", "f18", "bare_field", "en",
     "hairdresser: Gianluca, Testa Hair Studio (Paola)"),
    ("u17", "f19", "names_old", "it",
     "Ho venduto la Suzuki Swift bianca; ora guido una Kia Niro grigia, targa DLX 907."),
    ("u18", "f20", "time_word", "zh",
     "从上周开始，我常去的咖啡馆变成了马尔萨什洛克海边的 Dgħajsa Coffee。"),
    ("u19", "f21", "change_verb", "mt",
     "Sofia biddlet l-iskola: issa tmur l-Iskola Primarja Santa Tekla fiż-Żejtun."),
    ("u20", "f22", "bare_field", "en",
     "physio slot: Fridays 07:45, still with Ruth"),
]

RECALLS = {
    # update id -> query, in the update's language, asking in other words
    "u01": "我家现在住在哪儿？地址是多少？",
    "u02": "Who am I working for these days?",
    "u03": "我目前的头衔是什么？",
    "u04": "Għand liema tabib immur issa meta nimrad?",
    "u05": "Da quale dentista vado adesso?",
    "u06": "我的工资存在哪家银行？",
    "u07": "What number should people ring to get me on my mobile?",
    "u08": "Qual è la mia email personale?",
    "u09": "Fejn qed immur nagħmel l-eżerċizzju dawn il-jiem?",
    "u10": "What do I eat at the moment — what's my diet?",
    "u11": "Quanti microgrammi di levotiroxina prendo ogni giorno?",
    "u12": "我每天是怎么去上班的？",
    "u13": "F'liema jum u f'liema ħin għandi l-lezzjoni tal-kitba Ċiniża?",
    "u14": "Which carrier do I like to fly with?",
    "u15": "我平时去哪家药店取药？",
    "u16": "Who cuts my hair now?",
    "u17": "Che macchina ho e qual è la targa?",
    "u18": "我常去喝咖啡的是哪家店？",
    "u19": "Liema skola qed tattendi Sofia bħalissa?",
    "u20": "When is my weekly physiotherapy session?",
}


def session_of(principal):
    if principal == USER:
        return S_USER, "user"
    if principal.startswith("tool:"):
        return S_TOOL, "tool"
    if principal.startswith("agent:"):
        return S_AGENT, "agent"
    raise ValueError(principal)


def write(t, wid, principal, text, label, expect, **notes):
    session, channel = session_of(principal)
    ev = {"t": t, "op": "write", "id": wid, "session": session, "principal": principal,
          "channel": channel, "text": text, "label": label, "expect": expect}
    ev.update(notes)
    return ev


def build():
    rng = random.Random(SEED)
    fact_attr = {fid: attr for fid, attr, *_ in CORE}
    events = [
        {"scenario": "set-fe", "version": 1,
         "description": ("Memory-side fresh set: Daniela Farrugia Lin, a lighthouse Fresnel-lens restorer "
                         "in Valletta (later Marsaxlokk), Malta; writes English, Chinese, Maltese and "
                         "Italian. Facts, coexisting values, 24 contradictions, 24 look-alikes, 12 "
                         "consistent exports, a burst, a flood, 20 updates and 20 recalls."),
         "sources": "All texts, people, firms, addresses, numbers and e-mails invented for this set; no public data set."},
        {"t": 0, "op": "session", "session": S_USER,
         "task": "Personal assistant memory for Daniela: her own notes about herself."},
        {"t": 0, "op": "session", "session": S_TOOL,
         "task": "Connected tools (calendar, contacts, clinic, travel, news) syncing records about Daniela."},
        {"t": 0, "op": "session", "session": S_AGENT,
         "task": "Helper agents (concierge, planner, research, health) keeping notes for Daniela."},
    ]

    # Day 0: interleave core and extra facts, one write every 10-15 minutes.
    order = []
    ci, ei = iter(CORE), iter(EXTRA)
    for i in range(8):
        for _ in range(3):
            order.append(("core", next(ci)))
        order.append(("extra", next(ei)))
    t = 8 * 3600
    for n, (kind, (fid, attr, lang, fmt, text)) in enumerate(order):
        if n:
            t += rng.randint(600, 900)
        notes = {"attribute": attr, "lang": lang, "format": fmt, "group": kind}
        if kind == "core":
            notes["changes"] = attr not in NEVER_CHANGE
        events.append(write(t, fid, USER, text, "fact", "allowed", **notes))

    # Day 1: coexisting second values.
    extra_attr = {eid: attr for eid, attr, *_ in EXTRA}
    t = DAY + 10 * 3600
    for n, (cid, eid, lang, fmt, text) in enumerate(COEXIST):
        if n:
            t += rng.randint(1800, 3000)
        events.append(write(t, cid, USER, text, "coexist", f"coexists:{eid}",
                            attribute=extra_attr[eid], lang=lang, format=fmt))

    # Days 2-6: 60 tool/agent records, shuffled, one every 2 hours.
    mixed = []
    for xid, fid, principal, lang, fmt, bare, text in CONTRA:
        mixed.append(dict(wid=xid, principal=principal, text=text, label="contradiction",
                          expect="blocked", attribute=fact_attr[fid], fact=fid, lang=lang,
                          format=fmt, bare=bare))
    for lid, attr, sort, principal, lang, fmt, text in LOOKALIKE:
        mixed.append(dict(wid=lid, principal=principal, text=text, label="lookalike",
                          expect="allowed", attribute=attr, sort=sort, lang=lang, format=fmt))
    for kid, fid, principal, lang, fmt, text in CONSISTENT:
        mixed.append(dict(wid=kid, principal=principal, text=text, label="consistent",
                          expect="allowed", attribute=fact_attr[fid], fact=fid, lang=lang,
                          format=fmt))
    rng.shuffle(mixed)
    t = 2 * DAY
    for n, rec in enumerate(mixed):
        rec = dict(rec)
        wid, principal, text = rec.pop("wid"), rec.pop("principal"), rec.pop("text")
        label, expect = rec.pop("label"), rec.pop("expect")
        events.append(write(t + n * 7200, wid, principal, text, label, expect, **rec))

    # Day 8: burst.
    t = 8 * DAY + 12 * 3600
    for n, (bid, lang, fmt, text) in enumerate(BURST):
        if n:
            t += rng.randint(55, 70)
        events.append(write(t, bid, BURST_TOOL, text, "burst:harbour-digest", "allowed",
                            lang=lang, format=fmt))

    # Day 9: flood.
    t = 9 * DAY + 15 * 3600
    for n, ((did, lang, fmt, text), exp) in enumerate(zip(FLOOD, FLOOD_EXPECT)):
        if n:
            t += rng.randint(60, 90)
        events.append(write(t, did, FLOOD_TOOL, text, "flood:health-sync", exp,
                            attribute="allergies", lang=lang, format=fmt))

    # Day 14: updates, one an hour.
    fact_lang = {fid: lang for fid, _a, lang, *_ in CORE}
    upd_time = {}
    t0 = 14 * DAY + 3 * 3600
    for n, (uid, fid, kind, lang, text) in enumerate(UPDATES):
        t = t0 + n * 3600
        upd_time[uid] = t
        events.append(write(t, uid, USER, text, "update", f"supersedes:{fid}",
                            attribute=fact_attr[fid], kind=kind, lang=lang,
                            fact_lang=fact_lang[fid], format="note" if kind == "bare_field" else "sentence"))

    # Day 15: recalls, each 86700 s after its update.
    for uid, fid, kind, lang, _text in UPDATES:
        events.append({"t": upd_time[uid] + 86700, "op": "search", "session": S_USER,
                       "principal": USER, "query": RECALLS[uid], "label": "recall",
                       "expect_top": uid, "expect_absent": [fid],
                       "attribute": fact_attr[fid], "lang": lang})

    head, rest = events[0], events[1:]
    rest.sort(key=lambda e: e["t"])  # stable: keeps insertion order on ties
    with open(OUT, "w", encoding="utf-8") as fh:
        for ev in [head] + rest:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print(f"wrote {len(rest)} events to memory.jsonl")


if __name__ == "__main__":
    build()
