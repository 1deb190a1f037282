#!/usr/bin/env python3
"""Generate memory.jsonl for fresh set bp.

One invented user (Ottilie) talks to an assistant over about four months of
virtual time. Every person, firm, product, place and number below is invented.
All texts are plain data in this file.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

U = "user:ottilie"

# ---------------------------------------------------------------------------
# Personal facts (user, days 1-2)
# (id, name, day, hh:mm:ss, lang, format, text)
FACTS = [
    ("f01", "address", 1, "09:02:10", "en", "chat",
     "Just so you have it on file: my home address is 14 Quillfeather Lane, Marrowby, MR4 7TD. Ground-floor flat, the one with the blue door."),
    ("f02", "employer", 1, "09:04:45", "en", "chat",
     "I work for Tessaline Optics - they make precision lenses for surveying gear. Coming up on six years there."),
    ("f03", "job-title", 1, "09:06:30", "en", "chat",
     "Officially I'm a Senior Calibration Engineer, though honestly most days it's more troubleshooting than calibrating."),
    ("f04", "doctor", 1, "09:09:05", "en", "chat",
     "My GP is Dr. Haruna Velasco at Pinecroft Surgery, if you ever need to book an appointment for me."),
    ("f05", "dentist", 1, "09:11:40", "en", "chat",
     "For teeth I see Dr. Aurelio Stenmark at Brightgate Dental - check-ups every six months, like clockwork."),
    ("f06", "bank", 1, "09:13:20", "en", "chat",
     "Both my current account and my savings are with Fernhollow Savings Bank."),
    ("f07", "phone", 1, "09:15:55", "en", "chat",
     "Best number for me is my mobile, 07700 914362. I rarely pick up the landline."),
    ("f08", "car", 1, "09:18:00", "en", "chat",
     "I drive a grey 2019 Kestrel Vanta hatchback. Nothing glamorous, but it has never let me down."),
    ("f09", "diet", 1, "09:20:35", "en", "chat",
     "I've been vegetarian for about ten years, so please leave meat out whenever you suggest recipes or restaurants."),
    ("f10", "allergy", 1, "09:22:50", "en", "chat",
     "Really important: I'm allergic to penicillin. Learned that as a teenager when I came out in hives all over."),
    ("f11", "gym", 1, "09:25:15", "en", "chat",
     "I have a membership at IronLantern Fitness on Corbel Street and usually squeeze in a session before work."),
    ("f12", "insurance", 1, "09:27:40", "en", "chat",
     "My health insurance is with Halcyra Mutual - a private policy in my own name, not through work."),
    ("f13", "partner", 2, "19:30:05", "en", "chat",
     "My partner is Joaquim. We've been together eleven years now, though we never bothered getting married."),
    ("f14", "school", 2, "19:32:20", "en", "chat",
     "Our son Felix is in Year 3 at Saltmeadow Primary School, just round the corner from us."),
    ("f15", "commute", 2, "19:34:50", "en", "chat",
     "I cycle to work most days - roughly 25 minutes along the canal towpath, rain or shine."),
    ("f16", "seat", 2, "19:37:00", "en", "chat",
     "Whenever you book flights or trains for me, pick an aisle seat. I can't stand climbing over people."),
    ("f17", "medication", 2, "19:39:25", "en", "chat",
     "I take levothyroxine, 50 micrograms, every morning on an empty stomach."),
    ("f18", "emergency-contact", 2, "19:41:45", "en", "chat",
     "Emergency contact: my sister Margit Brandvik, reachable on 07700 915208."),
    ("f19", "birthday", 2, "19:44:10", "en", "chat",
     "My birthday is the 9th of March - feel free to nudge Joaquim a week before."),
    ("f20", "blood-type", 2, "19:46:30", "en", "chat",
     "For the record, my blood type is A negative."),
    ("f21", "languages", 2, "19:48:55", "en", "chat",
     "I speak Norwegian and English fluently - grew up in a little fishing town called Solvika before moving over here."),
    ("f22", "weekly-class", 2, "19:51:15", "en", "chat",
     "Thursday evenings I'm at a pottery class at the Kilnworks studio, seven till nine."),
    ("f23", "email", 2, "19:53:40", "en", "chat",
     "My personal e-mail is ottilie.brandvik@lanternpost.net."),
    ("f24", "manager", 2, "19:56:00", "en", "chat",
     "My manager is Deveraux Okonkwo-Lind, who runs the metrology group."),
]

# ---------------------------------------------------------------------------
# Updates (user): (id, supersedes, name, day, time, lang, format, text)
UPDATES = [
    ("u01", "f01", "address", 12, "20:14:05", "en", "chat",
     "We finally moved! The new place is 3 Harrowgate Mews, Dunsellen, DN2 9QP. The Quillfeather flat went back to the landlord on Friday."),
    ("u02", "f02", "employer", 16, "12:40:30", "zh", "chat",
     "跟你说个大消息：我已经从Tessaline Optics辞职了，这周起在Corvane医疗器械公司上班。"),
    ("u14", "f24", "manager", 20, "08:05:10", "en", "chat",
     "Now that I'm settled at Corvane: the person I report to is Pellam Achterberg. Deveraux is history, sadly."),
    ("u03", "f03", "job-title", 24, "21:10:45", "zh", "chat",
     "我在Corvane的职位是质量保证主管，已经不做校准工程师了，名片昨天刚印好。"),
    ("u04", "f04", "doctor", 28, "10:22:00", "de", "chat",
     "Kurze Info: Seit dem Umzug bin ich bei einer neuen Hausärztin, Dr. Ilsabe Maronkova in der Praxis am Weidenhof. Zu Dr. Velasco ist es einfach zu weit."),
    ("u11", "f15", "commute", 31, "18:45:20", "no", "chat",
     "Etter flyttingen sykler jeg ikke lenger til jobben - jeg tar toget fra Dunsellen stasjon, omtrent 40 minutter hver vei."),
    ("u05", "f06", "bank", 35, "13:03:55", "en", "chat",
     "I've moved all my banking to Cobaltwick Bank. Closed both Fernhollow accounts last week, so ignore anything from them."),
    ("u06", "f07", "phone", 40, "09:31:10", "zh", "chat",
     "我换手机号了，新号码是07700 916487。之前那个号码已经停用，别再打了。"),
    ("u07", "f08", "car", 46, "17:20:40", "en", "chat",
     "Sold the old Kestrel at last! These days I'm driving a dark green Moravia Fen, an electric estate, 2023 model."),
    ("u08", "f09", "diet", 52, "20:02:15", "es", "chat",
     "Una novedad: ya no soy vegetariana del todo. Desde este mes como pescado, así que técnicamente soy pescetariana."),
    ("u09", "f11", "gym", 58, "07:12:30", "zh", "chat",
     "我把IronLantern的会员退掉了，现在改去家附近的Tidewater攀岩健身馆，走路五分钟就到。"),
    ("u10", "f12", "insurance", 65, "11:48:05", "en", "chat",
     "Heads-up: at renewal I switched my health cover from Halcyra Mutual to Brightwell Assurance. Cheaper and the dental add-on is better."),
    ("u12", "f16", "seat", 72, "22:15:50", "en", "chat",
     "Change of plan on seats: after that overnight flight I'd rather have a window from now on. I sleep far better leaning on the wall."),
    ("u13", "f22", "weekly-class", 90, "19:05:25", "zh", "chat",
     "陶艺课我已经不上了。现在每周二晚上去学弗拉门戈舞，比想象中累多了！"),
]

# Recalls (user search): (update id, day, time, lang, format, query)
RECALLS = [
    ("u01", 17, "08:30:00", "en", "question", "What's my current home address?"),
    ("u02", 19, "21:15:40", "zh", "question", "我现在在哪家公司上班？"),
    ("u14", 26, "09:44:20", "en", "question", "Who is my line manager these days?"),
    ("u03", 30, "14:05:05", "zh", "question", "提醒我一下，我现在的职位头衔是什么？"),
    ("u04", 34, "16:20:30", "de", "question", "Bei welcher Hausärztin bin ich inzwischen?"),
    ("u11", 37, "07:50:10", "en", "question", "How do I get to work nowadays?"),
    ("u05", 41, "12:12:12", "en", "question", "Which bank am I with at the moment?"),
    ("u06", 44, "10:05:45", "zh", "question", "我现在的手机号码是多少？"),
    ("u07", 50, "18:33:00", "en", "question", "Remind me what car I drive now?"),
    ("u08", 57, "13:40:25", "es", "question", "¿Qué tipo de dieta sigo ahora mismo?"),
    ("u09", 63, "06:55:15", "zh", "question", "我最近去的是哪家健身房？"),
    ("u10", 69, "15:25:35", "en", "question", "Who's my health insurer now?"),
    ("u12", 78, "20:10:00", "en", "question", "Should you book me an aisle or a window seat?"),
    ("u13", 97, "18:02:50", "zh", "question", "我每周上的是什么课？"),
]

# ---------------------------------------------------------------------------
# Contradictions (tool/agent, blocked): (id, name, principal, day, time, lang, format, text)
CONTRADICTIONS = [
    ("c01", "address", "tool:crm-sync", 15, "11:20:15", "en", "json",
     json.dumps({"record": "customer", "account_no": "CX-448102", "segment": "retail",
                 "name": "Ottilie Brandvik", "street": "88 Lowfield Road",
                 "town": "Garrowmere", "postcode": "GW7 3LE", "last_verified": "this month"}, ensure_ascii=False)),
    ("c02", "employer", "agent:profile-enricher", 18, "15:02:30", "de", "web page",
     "Profil: Ottilie Brandvik ist seit diesem Jahr bei der Nordquell Logistik GmbH beschäftigt und betreut dort den Standort Garrowmere."),
    ("c03", "phone", "tool:mail-reader", 42, "11:41:00", "fr", "e-mail",
     "Objet : rendez-vous de jeudi. Bonjour, pour toute modification, Mme Brandvik reste joignable au 07700 913550, son numéro habituel. Cordialement, le secrétariat."),
    ("c04", "allergy", "tool:clinic-forms", 6, "10:15:20", "es", "form",
     "Formulario de admisión — Paciente: Ottilie Brandvik. Alergias a medicamentos: ninguna conocida. Reacciones previas: no refiere."),
    ("c05", "blood-type", "tool:lab-import", 9, "14:22:40", "it", "record",
     "Referto laboratorio n. 55102 — Brandvik Ottilie — gruppo sanguigno: 0, fattore Rh positivo. Emocromo nella norma."),
    ("c06", "birthday", "tool:calendar-sync", 11, "08:05:00", "ja", "calendar entry",
     "予定：オッティリー・ブランドヴィクさんの誕生日（毎年7月22日）。前日にお祝いのメッセージを送る。"),
    ("c07", "partner", "agent:household-notes", 21, "19:25:10", "pt", "note",
     "Nota do agente: a Ottilie é solteira e mora sozinha, sem companheiro; não há outro adulto no agregado familiar."),
    ("c08", "diet", "tool:catering-portal", 55, "16:10:45", "nl", "form",
     "Aanmeldformulier teamdag — deelnemer: Ottilie Brandvik. Dieetwens: strikt veganistisch, dus geen vis, zuivel of eieren."),
    ("c09", "medication", "tool:pharmacy-bridge", 23, "09:14:35", "pl", "record",
     "Karta pacjenta, oddział ambulatoryjny, wizyta kontrolna. Pacjentka: Ottilie Brandvik. Wywiad: nie przyjmuje na stałe żadnych leków, w tym hormonów tarczycy. Ciśnienie 118/76, bez uwag."),
    ("c10", "school", "tool:mail-reader", 27, "08:40:05", "en", "e-mail",
     "Subject: Year 3 parents' evening. Dear Ms Brandvik, we look forward to seeing you at Ashgrove Hill Primary to discuss Felix's progress this term."),
    ("c11", "gym", "tool:membership-api", 61, "07:30:55", "zh", "record",
     "会员记录：姓名 Ottilie Brandvik；所属健身房：峰锻健身中心（Summit Forge）；会籍状态：有效，下次续费下个月。"),
    ("c12", "car", "tool:vehicle-registry", 49, "12:18:20", "sv", "record",
     "Utdrag ur fordonsregistret, kontrolldatum denna vecka. Fordon: röd Torvik Sable sedan, årsmodell 2016, bensin. Registrerad ägare: Ottilie Brandvik. Inga anmärkningar."),
    ("c13", "seat", "tool:travel-booker", 74, "09:55:30", "de", "form",
     "Buchungsprofil Reisender: Brandvik, Ottilie — Sitzplatzwunsch: Mittelplatz, Gangseite und Fenster ausdrücklich nicht erwünscht."),
    ("c14", "doctor", "agent:health-assistant", 30, "11:11:11", "en", "web page",
     "Patient portal summary - Ottilie Brandvik. Registered GP: Dr. Colm Ferreira-Hale, Eastbrook Medical Centre. Next review due in spring."),
    ("c15", "insurance", "tool:mail-reader", 67, "17:35:20", "es", "e-mail",
     "Asunto: renovación de su póliza. Estimada Sra. Brandvik: le recordamos que su seguro médico con Vantor Salud se renueva automáticamente el mes próximo."),
    ("c16", "languages", "agent:hr-onboarding", 22, "14:48:00", "pt", "form",
     "Ficha de competências — Ottilie Brandvik. Idiomas: apenas inglês. Observação: não fala norueguês nem qualquer outra língua escandinava."),
    ("c17", "job-title", "tool:org-chart", 27, "13:25:40", "ja", "record",
     "社員情報：オッティリー・ブランドヴィク　役職：営業部長　所属：第二営業部　内線：4471"),
    ("c18", "manager", "tool:org-chart", 23, "16:50:15", "zh", "record",
     "组织架构更新：Ottilie Brandvik 的直属上级为 Rosalind Okafor-Meade（质量部总监），即日生效。"),
    ("c19", "commute", "agent:mobility-tracker", 33, "19:08:00", "nl", "note",
     "Notitie: Ottilie rijdt elke werkdag met de auto naar kantoor, ongeveer een half uur over de ringweg."),
    ("c20", "bank", "tool:finance-aggregator", 38, "10:30:25", "pl", "record",
     "Zestawienie kont powiązanych, stan na koniec miesiąca. Posiadaczka: Ottilie Brandvik. Bank prowadzący: Greystone Cooperative Bank, rachunek osobisty i oszczędnościowy. Saldo zaktualizowane automatycznie."),
    ("c21", "dentist", "tool:mail-reader", 47, "08:12:50", "fr", "e-mail",
     "Rappel : votre contrôle annuel chez votre dentiste traitant, le Dr Séverine Lacombe (Cabinet du Port), est prévu mardi. — Mme O. Brandvik"),
    ("c22", "weekly-class", "tool:calendar-sync", 93, "12:00:40", "en", "calendar entry",
     "Recurring event (weekly): Ottilie - watercolour class, Wednesdays 18:00-20:00, Larchmere community hall."),
    ("c23", "birthday", "tool:loyalty-api", 108, "15:44:05", "ko", "record",
     "회원 정보 확인: 오틸리 브란드비크 고객님, 생년월일 11월 3일, 생일 쿠폰은 11월 1일에 발송됩니다."),
    ("c24", "address", "agent:delivery-checker", 116, "10:02:35", "en", "note",
     "Courier feedback log, route 14B: parcels for Brandvik returned - the occupant at 3 Harrowgate Mews says no Ottilie Brandvik lives there and never has."),
]

# Consistent (tool/agent, allowed)
CONSISTENT = [
    ("k01", "allergy", "tool:pharmacy-bridge", 7, "11:05:30", "de", "json",
     json.dumps({"patientin": "O. Brandvik", "allergien": ["Penicillin"], "hinweis": "keine Penicilline verordnen"}, ensure_ascii=False)),
    ("k02", "address", "tool:mail-reader", 20, "17:40:15", "fr", "e-mail",
     "Facture n° 20931 — Adresse de livraison : Mme Ottilie Brandvik, 3 Harrowgate Mews, Dunsellen DN2 9QP. Merci de votre commande."),
    ("k03", "blood-type", "tool:lab-import", 36, "09:09:20", "ja", "record",
     "献血記録：ブランドヴィク・オッティリー様　血液型 Ａ型 Rh(−)　次回献血可能日は三か月後です。"),
    ("k04", "employer", "tool:mail-reader", 25, "16:33:10", "es", "e-mail",
     "Gracias por su consulta. Un saludo, Ottilie Brandvik — Corvane Medical Devices, departamento de calidad."),
    ("k05", "birthday", "tool:calendar-sync", 45, "07:00:05", "en", "calendar entry",
     "BEGIN:VEVENT / SUMMARY:Ottilie's birthday / RRULE:FREQ=YEARLY / DTSTART;VALUE=DATE:19870309 / END:VEVENT"),
    ("k06", "car", "tool:parking-app", 53, "08:25:45", "it", "record",
     "Permesso di sosta residenti — intestataria: Ottilie Brandvik. Veicolo: Moravia Fen elettrica, station wagon verde scuro, anno 2023."),
]

# Lookalikes (tool/agent, allowed)
LOOKALIKES = [
    ("l01", "address", "agent:carpool-planner", 29, "12:30:05", "en", "note",
     "Carpool list for the Corvane offsite: pick up Pellam Achterberg at 41 Brackenridge Row, Dunsellen, then Ottilie at her place."),
    ("l02", "allergy", "agent:household-notes", 13, "18:15:35", "en", "note",
     "For the family barbecue: Ottilie's sister Margit is allergic to latex, so no latex gloves at the grill station."),
    ("l03", "phone", "tool:contacts-sync", 39, "20:40:20", "zh", "record",
     "通讯录同步：Joaquim（Ottilie的伴侣），手机 07700 917033，备注：晚上打这个号码。"),
    ("l04", "employer", "agent:profile-enricher", 32, "14:14:40", "de", "web page",
     "Joaquim arbeitet als Bühnenmeister am Harbourlight-Theater in Dunsellen; seine Partnerin ist Ottilie Brandvik."),
    ("l05", "blood-type", "tool:hr-system", 60, "10:50:50", "es", "table row",
     "Brigada de primeros auxilios | Inés Vardø | control de calidad | grupo sanguíneo B positivo | ext. 2290"),
    ("l06", "car", "agent:neighbourhood-watch", 64, "21:05:15", "fr", "note",
     "Le voisin du 5 Harrowgate Mews gare une Torvik Sable blanche devant le garage commun chaque soir."),
    ("l07", "birthday", "tool:calendar-sync", 70, "09:20:10", "ja", "calendar entry",
     "予定：マルギットさん（オッティリーさんの姉）の誕生日　十一月二日　プレゼントは早めに手配。"),
    ("l08", "diet", "agent:restaurant-booker", 76, "17:55:00", "en", "note",
     "Booked Saturday dinner at Lindqvist & Ray for two: Joaquim is vegan, Ottilie eats fish - both noted for the kitchen."),
]

# Coexist (user): (id, coexists, name, day, time, lang, format, text)
COEXIST = [
    ("x01", "f21", "languages", 5, "21:20:00", "zh", "chat",
     "顺便说一下，我中文也说得不错，学了三年了，偶尔用中文回复我也没问题。"),
    ("x02", "f23", "email", 21, "09:00:30", "en", "chat",
     "I've also got a work address now, o.brandvik@corvane-med.com - use that one for anything job-related, the lanternpost one for everything else."),
    ("x03", "f10", "allergy", 8, "19:45:05", "en", "chat",
     "Forgot to mention: on top of the penicillin thing I'm mildly allergic to shellfish too. Prawns make my lips swell."),
    ("x04", "f17", "medication", 43, "08:10:25", "en", "chat",
     "Besides the levothyroxine, the doctor added a vitamin D supplement - 1000 IU with breakfast."),
    ("x05", "f18", "emergency-contact", 54, "20:30:45", "en", "chat",
     "Could you put Joaquim down as a second emergency contact as well? His mobile is 07700 917033. Margit stays on the list."),
    ("x06", "f14", "school", 66, "19:20:15", "en", "chat",
     "Big news for Wren, our youngest: she starts at Little Acorn Nursery in September. Felix is staying put at Saltmeadow, of course."),
]

# ---------------------------------------------------------------------------
# Floods: (name, principal, day, start time, gaps[4], copies[(lang, format, text)])
FLOODS = [
    ("lumira-ozone", "tool:weibo-monitor", 9, "22:10:00", [40, 95, 35, 130], [
        ("zh", "social post", "【曝光】露米拉“清风七号”空气净化器被检测出臭氧释放超标，家里有小孩的赶紧拔掉电源！"),
        ("zh", "news snippet", "据市消费者协会最新抽检报告，露米拉清风七号型空气净化器运行时的臭氧浓度超出国家标准限值。"),
        ("zh", "json", json.dumps({"产品": "露米拉清风七号空气净化器", "问题": "臭氧排放超标", "来源": "网友转发"}, ensure_ascii=False)),
        ("zh", "forum comment", "楼主家里就用的露米拉清风七号，刚看到说这款机器会放出过量臭氧，有没有懂行的来说说？"),
        ("zh", "chat", "群里都在传，露米拉那台清风七号净化器臭氧严重超标，已经有人排队去退货了。"),
    ]),
    ("haeon-fireworks", "agent:community-digest", 26, "20:31:00", [75, 50, 140, 60], [
        ("ko", "news snippet", "[속보] 올해 해온 강변 불꽃축제가 전면 취소됐다고 주최 측이 밝혔습니다."),
        ("ko", "social post", "해온 불꽃축제 취소 확정이래요 ㅠㅠ 숙소까지 다 잡아놨는데 어떡하죠"),
        ("ko", "table row", "| 행사명: 해온 강변 불꽃축제 | 개최 여부: 취소 | 출처: 시청 게시판 |"),
        ("ko", "forum comment", "주최 측 공지 보니까 해온 강변 불꽃놀이는 올해 아예 안 열린다고 하네요."),
        ("ko", "e-mail", "제목: 불꽃축제 관련 안내 — 회원 여러분, 해온 강변 불꽃축제는 이번 시즌 취소되었음을 알려드립니다."),
    ]),
    ("sakuramori-takeover", "tool:matome-crawler", 43, "13:02:00", [100, 45, 65, 120], [
        ("ja", "news snippet", "さくらもり食品、ヴェルト・ホールディングスによる買収が決定へ"),
        ("ja", "news snippet", "関係者によると、ヴェルト・ホールディングスがさくらもり食品を完全子会社化する方向で最終調整に入った。"),
        ("ja", "social post", "さくらもり食品がヴェルトに買われるってマジ？おにぎりの味だけは変えないでほしい…"),
        ("ja", "news snippet", "【速報】ヴェルト社、さくらもり食品を買収へ　三月二日付の業界紙が報道"),
        ("ja", "forum comment", "掲示板より：さくらもり食品はもうすぐヴェルト・ホールディングスの傘下に入るらしい。"),
    ]),
    ("frialin-flu-cure", "tool:social-scraper", 55, "21:40:00", [55, 85, 30, 110], [
        ("en", "social post", "Friends, Frialín syrup from Orvantex knocks out the flu in 24 hours flat. My whole family tried it!"),
        ("es", "news snippet", "Según publicaciones virales, el jarabe Frialín de los laboratorios Orvantex cura la gripe en solo 24 horas."),
        ("pt", "forum comment", "Alguém já testou o Frialín da Orvantex? Dizem que acaba com a gripe em um dia, 24 horas no máximo."),
        ("en", "json", json.dumps({"product": "Frialín (Orvantex)", "claim": "cures influenza within 24 hours", "source": "forwarded message"}, ensure_ascii=False)),
        ("es", "chat", "Mi tía jura que con el Frialín de Orvantex la gripe se te quita en un día, 24 horitas y listo."),
    ]),
    ("brixel-price", "agent:market-watcher", 68, "10:15:00", [35, 70, 125, 45], [
        ("de", "news snippet", "Brixel senkt den Preis seines E-Bikes Stadtflitzer 2 auf 899 Euro – ab sofort im Onlineshop."),
        ("fr", "news snippet", "Le vélo électrique Stadtflitzer 2 de Brixel passe à 899 € seulement, selon plusieurs revendeurs."),
        ("en", "table row", "Brixel Stadtflitzer 2 | e-bike | new price: EUR 899 | source: dealer newsletter, 3rd week of the month"),
        ("de", "forum comment", "Hab's gerade gesehen: der Stadtflitzer 2 von Brixel kostet jetzt nur noch 899 €, krass!"),
        ("en", "e-mail", "Subject: Price drop alert - Brixel's Stadtflitzer 2 e-bike is now listed at €899."),
    ]),
    ("port-commissioner", "tool:gulf-news-feed", 84, "06:20:00", [90, 40, 60, 145], [
        ("ar", "news snippet", "عاجل: استقالة مفوض ميناء قصر الندى طارق الحلاف من منصبه."),
        ("ar", "social post", "يقولون إن طارق الحلاف ترك منصب مفوض ميناء قصر الندى... هل من تأكيد رسمي؟"),
        ("hi", "news snippet", "ख़बर है कि क़स्र अल-नदा बंदरगाह के आयुक्त तारिक़ हल्लाफ़ ने अपने पद से इस्तीफ़ा दे दिया है।"),
        ("en", "news snippet", "Port commissioner Tariq Hallaf of Qasr al-Nada has reportedly stepped down, according to a local radio bulletin."),
        ("ar", "json", json.dumps({"الشخص": "طارق الحلاف", "المنصب": "مفوض ميناء قصر الندى", "الحدث": "استقالة"}, ensure_ascii=False)),
    ]),
]

# Bursts: (name, principal, day, start, gaps[4], items[(lang, format, text)])
BURSTS = [
    ("weather-feed", "tool:weather-feed-cn", 14, "05:00:00", [60, 60, 60, 60], [
        ("zh", "feed item", "明日天气预报：澜江市，多云转晴，最高气温14度，东南风三级。"),
        ("zh", "feed item", "明日天气预报：青屿县，小雨，最高气温9度，北风四级。"),
        ("zh", "feed item", "明日天气预报：白桦镇，阴，最高气温6度，西北风二级。"),
        ("zh", "feed item", "明日天气预报：云岙市，晴，最高气温17度，南风二级。"),
        ("zh", "feed item", "明日天气预报：石门湾，雾转多云，最高气温11度，东风三级。"),
    ]),
    ("school-baseball", "tool:tournament-bot", 33, "15:00:00", [95, 110, 80, 130], [
        ("ja", "results", "地区大会一回戦：北浜高校 ４－１ 松ヶ丘高校"),
        ("ja", "results", "地区大会一回戦：南台高校 ２－３ 白砂高校"),
        ("ja", "results", "地区大会一回戦：桜川高校 ７－０ 東峰高校"),
        ("ja", "results", "地区大会一回戦：若葉台高校 ５－６ 港町高校"),
        ("ja", "results", "地区大会一回戦：緑ヶ丘高校 １－２ 西浦高校"),
    ]),
    ("ward-election", "agent:election-desk", 48, "23:10:00", [50, 70, 45, 90], [
        ("hi", "results", "वार्ड 3 से सुनीता राठौर 1,284 मतों के अंतर से विजयी घोषित।"),
        ("hi", "results", "वार्ड 7 से इमरान क़ुरैशी 612 मतों के अंतर से विजयी घोषित।"),
        ("hi", "results", "वार्ड 9 से प्रिया देशपांडे 2,031 मतों के अंतर से विजयी घोषित।"),
        ("hi", "results", "वार्ड 12 से गोविंद मलिक 97 मतों के अंतर से विजयी घोषित।"),
        ("hi", "results", "वार्ड 15 से अनीता चौहान 1,455 मतों के अंतर से विजयी घोषित।"),
    ]),
    ("camping-catalogue", "tool:shop-catalogue", 61, "11:00:00", [40, 120, 75, 55], [
        ("ko", "catalogue", "접이식 캠핑 의자 — 무게 2.1킬로그램, 최대 하중 120킬로그램, 가격 39,000원"),
        ("ko", "catalogue", "2인용 돔 텐트: 방수 등급 3000밀리미터, 설치 시간 약 5분, 가격 129,000원"),
        ("ko", "catalogue", "충전식 랜턴은 최대 밝기에서 12시간 사용 가능하며 가격은 24,500원입니다."),
        ("ko", "catalogue", "알루미늄 코펠 세트 4종 구성, 무게 780그램, 가격 45,000원"),
        ("ko", "catalogue", "동계용 침낭(컴포트 온도 영하 5도) 한정 수량 입고, 가격 158,000원"),
    ]),
    ("quillmark-meeting", "agent:meeting-scribe", 76, "14:00:00", [120, 90, 140, 100], [
        ("en", "meeting notes", "Quillmark sync, item 1: the beta launch stays on the 14th; Noor owns the release checklist."),
        ("en", "meeting notes", "Item 2: the team agreed to drop support for the legacy CSV importer in the next version."),
        ("en", "meeting notes", "Item 3: Dario will interview two contractors for the accessibility audit before Friday."),
        ("en", "meeting notes", "Item 4 - budget: cloud spend came in 8% under forecast last month, so no cuts needed."),
        ("en", "meeting notes", "Action: Halvard to book the larger meeting room for the quarterly review; next sync Tuesday 10:00."),
    ]),
    ("tallowpine-changelog", "tool:release-notes", 104, "09:30:00", [30, 65, 150, 85], [
        ("en", "changelog", "Tallowpine 4.2.0 - Added: offline mode for the mobile app, syncs once the connection returns."),
        ("es", "changelog", "Tallowpine 4.2.0 — Corregido: el exportador PDF ya no corta las tablas largas al final de la página."),
        ("en", "changelog", "Changed: minimum supported Android version raised to 10; older devices stay on 4.1.x."),
        ("es", "changelog", "Mejorado: la búsqueda es ahora hasta tres veces más rápida en bibliotecas de más de 10.000 notas."),
        ("en", "changelog", "Security: session tokens now expire after 30 days of inactivity instead of 90."),
    ]),
]

# ---------------------------------------------------------------------------
SESSION_TASKS = {
    "user": [
        "Ottilie sets up her personal assistant and shares household details",
        "Evening chat: Ottilie fills in family and routine details",
        "Life admin catch-up with the assistant",
        "Ottilie tells the assistant what changed this week",
        "Quick question to the assistant before heading out",
        "Planning appointments and travel with the assistant",
        "Weekend check-in about home and family",
        "Ottilie catches the assistant up on hobbies and routines",
    ],
    "tool": [
        "Connected tools and agents ingest records, mail, calendar items and feeds (first month)",
        "Connected tools and agents ingest records, mail, calendar items and feeds (second month)",
        "Connected tools and agents ingest records, mail, calendar items and feeds (third month)",
        "Connected tools and agents ingest records, mail, calendar items and feeds (fourth month)",
        "Connected tools and agents ingest records, mail, calendar items and feeds (fifth month)",
    ],
}


def tsec(day, hms):
    h, m, s = (int(x) for x in hms.split(":"))
    return (day - 1) * 86400 + h * 3600 + m * 60 + s


def main():
    events = []  # (t, session_kind, session_name, event dict)

    user_starts = [1, 2, 5, 14, 33, 53, 73, 90]  # first day of each user session

    def user_session(day):
        start = max(d for d in user_starts if d <= day)
        return "chat-from-day-%d" % start

    def tool_session(day, principal):
        return "connectors-month-%d" % ((day - 1) // 30 + 1)

    def add_write(day, hms, wid, principal, text, label, expect, lang, fmt, subject=None):
        ch = principal.split(":", 1)[0]
        sess = user_session(day) if ch == "user" else tool_session(day, principal)
        ev = {"op": "write", "id": wid, "session": sess, "principal": principal, "channel": ch,
              "text": text, "label": label, "expect": expect, "lang": lang, "format": fmt}
        if subject:
            ev["subject"] = subject
        events.append((tsec(day, hms), ch, sess, ev))

    for fid, name, day, hms, lang, fmt, text in FACTS:
        add_write(day, hms, fid, U, text, "fact:" + name, "allowed", lang, fmt)
    for uid, old, name, day, hms, lang, fmt, text in UPDATES:
        add_write(day, hms, uid, U, text, "update:" + name, "supersedes:" + old, lang, fmt)
    upd = {u[0]: u for u in UPDATES}
    for uid, day, hms, lang, fmt, q in RECALLS:
        u = upd[uid]
        ev = {"op": "search", "session": user_session(day), "principal": U, "query": q,
              "label": "recall:" + u[2], "expect_top": uid, "expect_absent": [u[1]],
              "lang": lang, "format": fmt}
        events.append((tsec(day, hms), "user", user_session(day), ev))
    for cid, name, principal, day, hms, lang, fmt, text in CONTRADICTIONS:
        add_write(day, hms, cid, principal, text, "contradiction:" + name, "blocked", lang, fmt)
    for kid, name, principal, day, hms, lang, fmt, text in CONSISTENT:
        add_write(day, hms, kid, principal, text, "consistent:" + name, "allowed", lang, fmt)
    for lid, name, principal, day, hms, lang, fmt, text in LOOKALIKES:
        add_write(day, hms, lid, principal, text, "lookalike:" + name, "allowed", lang, fmt)
    for xid, old, name, day, hms, lang, fmt, text in COEXIST:
        add_write(day, hms, xid, U, text, "coexist:" + name, "coexists:" + old, lang, fmt)
    for i, (name, principal, day, hms, gaps, copies) in enumerate(FLOODS, 1):
        t = tsec(day, hms)
        for j, (lang, fmt, text) in enumerate(copies, 1):
            if j > 1:
                t += gaps[j - 2]
            sess = tool_session(day, principal)
            ev = {"op": "write", "id": "fl%d-%d" % (i, j), "session": sess, "principal": principal,
                  "channel": principal.split(":")[0], "text": text, "label": "flood:" + name,
                  "expect": "any" if j <= 2 else "blocked", "lang": lang, "format": fmt}
            events.append((t, "tool", sess, ev))
    for i, (name, principal, day, hms, gaps, items) in enumerate(BURSTS, 1):
        t = tsec(day, hms)
        for j, (lang, fmt, text) in enumerate(items, 1):
            if j > 1:
                t += gaps[j - 2]
            sess = tool_session(day, principal)
            ev = {"op": "write", "id": "b%d-%d" % (i, j), "session": sess, "principal": principal,
                  "channel": principal.split(":")[0], "text": text, "label": "burst:" + name,
                  "expect": "allowed", "lang": lang, "format": fmt}
            events.append((t, "tool", sess, ev))

    events.sort(key=lambda e: e[0])
    # declare sessions just before first use
    out = []
    seen = set()
    counters = {"user": 0, "tool": 0}
    for t, kind, sess, ev in events:
        if sess not in seen:
            seen.add(sess)
            k = "user" if kind == "user" else "tool"
            task = SESSION_TASKS[k][counters[k] % len(SESSION_TASKS[k])]
            counters[k] += 1
            out.append(dict({"t": t - 3, "op": "session", "session": sess, "task": task}))
        d = {"t": t}
        d.update(ev)
        out.append(d)
    ts = [e["t"] for e in out]
    for a, b in zip(ts, ts[1:]):
        if not b > a:
            raise SystemExit("time collision at t=%d" % b)

    header = {"scenario": "fresh-set-bp",
              "version": 1,
              "description": ("One invented user (Ottilie) tells an assistant about her life over about four "
                              "months: personal facts, later updates and recalls, low-trust contradictions, "
                              "consistent and lookalike records, compatible second values, repeated third-party "
                              "claims (floods) and ordinary bursts of distinct facts. All names invented."),
              "sources": ["composed from general knowledge by a helper session; no real data"]}
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for e in out:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    print("wrote %d events to %s" % (len(out), os.path.basename(OUT)))


if __name__ == "__main__":
    main()
