#!/usr/bin/env python3
"""Build memory.jsonl for the fresh scenario set "tune-19".

Every person, firm, place, number and address below is invented.
All texts are plain data; the only logic is id construction and timing.
Run:  python3 build.py   (writes memory.jsonl next to this file)
"""
import json
import os

DAY = 86400
HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")


def at(day, hhmm):
    h, m = hhmm.split(":")
    return day * DAY + int(h) * 3600 + int(m) * 60


USERS = {
    "ma": {
        "principal": "user:marisol",
        "session": "s-a",
        "name": "Marisol Arellano Ng",
        "task": "Personal assistant for Marisol Arellano Ng, a bell tuner who moves "
                "from Brennsdale to Askerby for a new foundry job.",
        "fact_times": ["08:30", "13:15", "19:40"],
    },
    "tb": {
        "principal": "user:teodor",
        "session": "s-b",
        "name": "Teodor Brandt-Kowalik",
        "task": "Personal assistant for Teodor Brandt-Kowalik, an ocularist who "
                "hand-paints artificial eyes in Velmar.",
        "fact_times": ["09:10", "14:05", "21:00"],
    },
}

# ---------------------------------------------------------------------------
# Facts: (attribute, lang, format, text). One per attribute, in story order.
# ---------------------------------------------------------------------------
FACTS = {
    "ma": [
        ("home", "en", "chat",
         "I live at 14 Cooper's Row in Brennsdale — the end terrace with the green door, "
         "ten minutes' walk from the foundry."),
        ("employer", "zh", "chat",
         "我在布伦斯代尔的托尔威克铸钟厂（Tollwick Bell Foundry）上班，已经干了六年。"),
        ("job_title", "en", "form",
         "Bellfounders' Guild membership form\nName: Marisol Arellano Ng\nTrade: Bell founding\n"
         "Job title: Journeyman bell tuner\nYears in trade: 9"),
        ("doctor", "es", "chat",
         "Mi médica de cabecera es la doctora Inés Calloway, del centro de salud de Harbour Street, "
         "aquí en Brennsdale."),
        ("dentist", "zh", "chat",
         "我的牙医是桥街牙科诊所的潘慧敏医生，这些年一直在她那儿看。"),
        ("bank", "en", "chat",
         "I bank with Fenwright Mutual — current account and savings, both at the Brennsdale branch "
         "on Market Hill."),
        ("phone", "zh", "sms",
         "我的手机号是 07700 900 382，有事直接打这个就行。"),
        ("email", "en", "vcard",
         "BEGIN:VCARD\nVERSION:3.0\nFN:Marisol Arellano Ng\nN:Arellano Ng;Marisol;;;\n"
         "EMAIL;TYPE=home:m.arellano.ng@kestrelmail.net\nEND:VCARD"),
        ("car", "pt", "chat",
         "O meu carro é um Marlowe Fenix cinzento de 2016, matrícula BX16 KRT. Já tem muitos "
         "quilómetros, mas aguenta-se."),
        ("diet", "es", "chat",
         "Soy pescetariana desde hace años: pescado y marisco sí, carne nada."),
        ("sport", "zh", "chat",
         "我每周一、三、五早上去布伦斯代尔公共游泳池游泳，每次游两千米左右。"),
        ("insurance", "en", "email",
         "Subject: Health insurance details\n\nNote to self: my health insurance is with Larchmont "
         "Assurance, Standard Plus plan, policy number LA-HC-558201. It renews every January."),
        ("vet", "fr", "chat",
         "Mon chien Bolo est suivi à la clinique vétérinaire Linden, chez la docteure Ambre Nicolle. "
         "Elle le connaît depuis qu'il est chiot."),
        ("commute", "en", "chat",
         "I walk to work every day — down Cooper's Row, over the canal bridge, and I'm at the "
         "foundry gate in ten minutes."),
        ("manager", "zh", "chat",
         "我的直属上司是铸造车间的周德昌师傅，大家都叫他老周。"),
        ("seat", "en", "chat",
         "When you book trains or flights for me, always go for an aisle seat. I can't stand "
         "climbing over people."),
        ("medication", "es", "note",
         "Medicación: levotiroxina 75 microgramos, una vez al día, por la mañana en ayunas."),
        ("emergency_contact", "zh", "form",
         "紧急联系人：Rosa Arellano（母亲）\n联系电话：07700 900 517"),
        ("weekly_class", "pt", "chat",
         "Todas as terças à noite tenho aula de cerâmica no ateliê Barro Vivo, das 19h às 21h."),
        ("hairdresser", "fr", "chat",
         "Pour les cheveux, je vais toujours chez Léa, au salon Silver Thread sur Mill Street."),
        ("carrier", "zh", "chat",
         "我手机用的是 Corvid Mobile 的套餐，每月 12 镑，流量够用。"),
        ("subscription", "en", "chat",
         "I subscribe to The Campanist — the monthly magazine for ringers and founders, print copy "
         "through the letterbox."),
    ],
    "tb": [
        ("home", "pl", "chat",
         "Mieszkam przy Chandler Street 8, mieszkanie 5, w Velmarze — trzecie piętro, bez windy."),
        ("employer", "en", "chat",
         "I work at Lindqvist Ocular Prosthetics on Tanner's Quay — we make custom artificial eyes, "
         "every one painted by hand."),
        ("job_title", "zh", "chat",
         "我的职位是义眼师，主要负责给病人手绘虹膜。"),
        ("doctor", "de", "chat",
         "Mein Hausarzt ist Dr. Konrad Elsner, Praxis am Weidenplatz."),
        ("dentist", "en", "chat",
         "My dentist is Dr Amara Quist at the Linnet Street practice."),
        ("bank", "zh", "chat",
         "我的工资卡和储蓄都在维尔马合作银行（Velmar Cooperative Bank）。"),
        ("phone", "en", "vcard",
         "BEGIN:VCARD\nVERSION:3.0\nFN:Teodor Brandt-Kowalik\nN:Brandt-Kowalik;Teodor;;;\n"
         "TEL;TYPE=cell:+44 7700 900 268\nEND:VCARD"),
        ("email", "zh", "chat",
         "我的私人邮箱是 teo.brandt@quillpost.net，私事都发这个。"),
        ("car", "en", "chat",
         "I drive a dark blue 2014 Brisco Tern estate — loads of room for the sample cases."),
        ("diet", "nl", "chat",
         "Ik heb coeliakie, dus ik eet strikt glutenvrij."),
        ("sport", "en", "chat",
         "I play five-a-side football on Wednesday nights at the Velmar Leisure Dome."),
        ("insurance", "de", "email",
         "Betreff: Krankenversicherung\n\nZur Ablage: Meine private Krankenversicherung läuft bei "
         "der Havelmark Versicherung, Vertragsnummer HV-4471-208."),
        ("school", "zh", "chat",
         "女儿 Zofia 在维尔马的柳溪小学（Willowbrook Primary）上三年级。"),
        ("commute", "pl", "chat",
         "Do pracy jeżdżę rowerem, jakieś piętnaście minut wzdłuż rzeki."),
        ("manager", "en", "chat",
         "My manager is Greta Lindqvist — she owns the workshop and checks every eye before it "
         "goes out."),
        ("seat", "zh", "chat",
         "坐火车我喜欢靠窗、面朝行进方向的座位。"),
        ("medication", "en", "note",
         "Ramipril 2.5 mg, once a day in the evening."),
        ("emergency_contact", "nl", "form",
         "Contactpersoon bij noodgevallen: Femke de Rooij (partner)\nTelefoon: +44 7700 900 419"),
        ("weekly_class", "zh", "chat",
         "每周四晚上我在老城文化宫上中国水墨画课。"),
        ("hairdresser", "de", "chat",
         "Die Haare schneidet mir Yusuf im Barbershop „Kante“ in der Mühlenstraße."),
        ("carrier", "en", "chat",
         "My phone contract is with Skylark Mobile — 20 GB for £14 a month."),
        ("subscription", "zh", "chat",
         "我订了绿篱农场（Greenhedge Farm）的每周蔬菜箱，每周二送到家。"),
    ],
}

# ---------------------------------------------------------------------------
# Updates: (attribute, day, time, lang, format, text, recall_lang, recall_query,
#           recall_delay_hours). Each supersedes the fact of the same attribute.
# ---------------------------------------------------------------------------
UPDATES = {
    "ma": [
        ("medication", 17, "09:20", "en", "chat",
         "Dr Calloway went through my bloods this morning — thyroid still sluggish, so the "
         "levothyroxine goes up to 100 micrograms each morning.",
         "en", "how much levothyroxine am I on?", 25),
        ("subscription", 19, "20:10", "zh", "chat",
         "The Campanist 我退订了，内容越来越薄。现在改订季刊《Belfry & Bronze》，一年四期。",
         "zh", "我现在订的是哪本杂志？", 23),
        ("seat", 21, "08:45", "es", "chat",
         "Después de tres vuelos nocturnos este invierno lo tengo claro: ventanilla, para poder "
         "apoyar la cabeza y dormir un poco.",
         "es", "¿Qué asiento prefiero cuando viajo?", 26),
        ("home", 24, "18:30", "en", "chat",
         "Keys collected! Flat 3, 27 Saltmarsh Lane, Askerby is home from today — the Brennsdale "
         "house goes back to the landlord on Friday.",
         "en", "what's my address?", 24),
        ("employer", 26, "08:00", "zh", "chat",
         "今天到阿斯克比的 Corrin & Vale 钟铸坊报到，第一天就给我安排了一口三吨的大钟。",
         "zh", "我现在在哪家公司工作？", 27),
        ("job_title", 28, "10:15", "en", "form",
         "Corrin & Vale Bellworks — new starter record\nName: Marisol Arellano Ng\n"
         "Job title: Head Tuner\nStart date: 27 January 2025",
         "en", "what's my job title?", 22),
        ("manager", 30, "19:00", "fr", "chat",
         "C'est Henrike Vale, la cofondatrice de l'atelier, qui me dirige. Exigeante, mais elle a "
         "l'oreille la plus juste que je connaisse.",
         "fr", "Qui est ma responsable au travail ?", 25),
        ("commute", 32, "08:10", "zh", "chat",
         "住在盐沼巷以后，我每天坐 14 路公交去钟铸坊，路上二十五分钟左右。",
         "zh", "我每天怎么去上班？", 26),
        ("doctor", 34, "12:30", "es", "chat",
         "Ya estoy dada de alta en la consulta de Marram Road; mi médico de cabecera es el doctor "
         "Tobias Wendell.",
         "es", "¿Quién es mi médico de cabecera?", 24),
        ("dentist", 36, "17:40", "en", "chat",
         "Dr Pan was lovely, but Bridge Street is an hour away now. I'm with Dr Yusra Okafor at "
         "Quayside Dental these days.",
         "en", "who's my dentist?", 23),
        ("vet", 38, "09:30", "fr", "chat",
         "Bolo a eu son premier rendez-vous au cabinet Dunes & Pattes, à Askerby. C'est le docteur "
         "Malo Ferrant qui le suivra désormais.",
         "fr", "Quel vétérinaire suit Bolo ?", 26),
        ("hairdresser", 40, "18:00", "pt", "chat",
         "Cortei o cabelo ontem no Salão Maré, aqui em Askerby, com a Joana. Gostei tanto que é lá "
         "que vou continuar a ir.",
         "pt", "Onde é que eu corto o cabelo?", 25),
        ("sport", 42, "07:30", "zh", "chat",
         "游泳暂时不去了。现在每周二、四、六早上在阿斯克比港的赛艇俱乐部练划船。",
         "zh", "我早上做什么运动？", 27),
        ("bank", 44, "16:00", "en", "email",
         "Subject: Rent deposit\n\nHi Dad,\n\nWhen the letting agent sends the deposit back, please "
         "forward it to my account at Saltire Cooperative Bank — sort code 40-22-19, account "
         "61448203. The Fenwright account is closed now.\n\nLove, Mari",
         "en", "which bank am I with?", 22),
        ("phone", 45, "13:00", "en", "sms",
         "Spam calls every hour on my mobile, so I've got a fresh SIM — 07700 900 846. Save that one.",
         "en", "what's my mobile number?", 26),
        ("carrier", 47, "20:30", "zh", "chat",
         "Corvid 在阿斯克比几乎没信号，我转网到 Tidewave 了，每月 10 镑，新号码保留。",
         "zh", "我的手机是哪家运营商的？", 24),
        ("insurance", 50, "11:00", "pt", "chat",
         "Desde 15 de fevereiro o meu seguro de saúde é com a Olmeda Seguros, apólice OS-77-30914 — "
         "a Corrin & Vale paga metade.",
         "pt", "Qual é o meu seguro de saúde?", 25),
        ("car", 52, "18:20", "en", "chat",
         "Sold the Fenix to my neighbour's lad. I'm driving a white Verrin Lumen electric now, reg "
         "AK24 VWL — quiet as anything.",
         "en", "what car do I have?", 23),
        ("weekly_class", 55, "19:45", "zh", "chat",
         "这边找不到合适的陶艺班，我改成每周四晚上去阿斯克比社区中心上木刻版画课。",
         "zh", "我每周晚上上的是什么课？", 26),
        ("email", 58, "10:30", "es", "chat",
         "Cerré la cuenta de kestrelmail, que ya casi no funcionaba. Mi correo es "
         "marisol.arellano@ferrowmail.com.",
         "es", "¿Cuál es mi correo electrónico?", 24),
    ],
    "tb": [
        ("seat", 18, "19:30", "en", "chat",
         "Four hours wedged against the window on the way to the trade fair — aisle seats for me "
         "from now on, as near the door as possible.",
         "en", "what seat do I like on trains?", 25),
        ("hairdresser", 20, "20:00", "de", "chat",
         "Yusuf hat „Kante“ zugemacht und ist weggezogen. Seitdem schneidet mir Hana vom Salon "
         "Spiegelbild in der Brückengasse die Haare.",
         "de", "Wer schneidet mir die Haare?", 24),
        ("medication", 22, "21:00", "zh", "note",
         "复诊后医生把雷米普利加到了每天 5 毫克，还是晚上吃。",
         "zh", "我的雷米普利现在吃多少？", 23),
        ("insurance", 24, "19:00", "en", "chat",
         "Havelmark's renewal quote was ridiculous, so my health cover's with Pellory Mutual from "
         "this month — policy PM-2290-551.",
         "en", "who's my health insurance with?", 26),
        ("carrier", 26, "19:40", "pl", "chat",
         "Od wczoraj mam abonament w Zefir Mobile — 30 GB za 12 funtów, taniej niż wcześniej.",
         "pl", "W jakiej sieci mam telefon?", 25),
        ("home", 28, "20:15", "en", "chat",
         "First night in the new place: 41 Heron Walk, Velmar. Boxes everywhere, but Zofia has "
         "already claimed the attic room.",
         "en", "what's my home address?", 24),
        ("commute", 30, "19:10", "zh", "chat",
         "搬家以后离工作室远了，现在每天坐 3 号有轨电车去上班，大概半小时。",
         "zh", "我平时怎么去上班？", 27),
        ("school", 32, "20:00", "zh", "chat",
         "Zofia 这周一起在苍鹭桥小学（Heronbridge Primary）上学了，走路五分钟就到。",
         "zh", "Zofia 在哪个学校上学？", 22),
        ("doctor", 34, "19:20", "nl", "chat",
         "Sinds de verhuizing sta ik ingeschreven bij huisartsenpraktijk De Lindeboom, bij dokter "
         "Sanne Veltman.",
         "nl", "Wie is mijn huisarts?", 25),
        ("dentist", 36, "20:30", "en", "chat",
         "Dr Quist has retired. Dr Femi Oyelaran at Riverside Smiles has taken over my check-ups.",
         "en", "who is my dentist?", 24),
        ("employer", 38, "19:00", "pl", "chat",
         "Od poniedziałku pracuję w pracowni protetyki oka przy Szpitalu Uniwersyteckim w Velmarze. "
         "U Lindqvistów było dobrze, ale tu mam etat i cały zespół.",
         "pl", "Gdzie teraz pracuję?", 26),
        ("job_title", 40, "18:30", "en", "form",
         "Velmar University Hospital — staff directory entry\nName: Teodor Brandt-Kowalik\n"
         "Role: Senior Ocularist, Training Lead\nDepartment: Ocular Prosthetics Unit\n"
         "Effective: 3 February 2025",
         "en", "what's my job title?", 25),
        ("manager", 42, "20:00", "de", "chat",
         "Meine Chefin ist Prof. Ilse Marbach, sie leitet die Augenprothetik am Uniklinikum. Sehr "
         "direkt, aber fair.",
         "de", "Wer ist meine Vorgesetzte?", 23),
        ("phone", 44, "19:00", "zh", "sms",
         "我换了手机号：+44 7700 900 571。旧号下周停用，有事打新号。",
         "zh", "我的手机号是多少？", 26),
        ("email", 46, "19:30", "de", "chat",
         "Bitte ab sofort an teodor@brandt-ocular.net schreiben – die Quillpost-Adresse lese ich "
         "nicht mehr.",
         "de", "Wie lautet meine E-Mail-Adresse?", 24),
        ("car", 48, "20:00", "nl", "chat",
         "De Tern is verkocht. We rijden nu in een groene Calder Mira hybride, kenteken VL21 HMP.",
         "nl", "Wat voor auto heb ik?", 25),
        ("sport", 50, "19:15", "zh", "chat",
         "膝盖伤了以后不踢球了。现在周三晚上在维尔马游泳馆打水球，对关节友好多了。",
         "zh", "我周三晚上做什么运动？", 26),
        ("bank", 52, "19:00", "en", "chat",
         "Salary goes into my Northmere Building Society account now; the Velmar Co-op one is closed.",
         "en", "which bank is my salary paid into?", 23),
        ("weekly_class", 54, "20:20", "zh", "chat",
         "水墨画那个班停了，我改学篆刻，还是周四晚上，在文化宫二楼。",
         "zh", "我周四晚上上什么课？", 25),
        ("emergency_contact", 56, "19:00", "en", "chat",
         "Femke's on a six-month posting abroad, so put my brother Jakub Kowalik down as emergency "
         "contact — +44 7700 900 833.",
         "en", "who's my emergency contact?", 24),
    ],
}

# ---------------------------------------------------------------------------
# Second values: (attribute, day, time, lang, format, text) -> coexists:<fact>
# ---------------------------------------------------------------------------
SECONDS = {
    "ma": [
        ("phone", 9, "11:00", "en", "chat",
         "I've also got a second phone now, a rugged little thing I take up the bell towers where "
         "my mobile dies — 07700 900 655."),
        ("email", 10, "11:00", "es", "chat",
         "También sigo usando una dirección antigua, marisol.ng@pennyfold.net, para boletines y "
         "compras; la reviso de vez en cuando."),
        ("diet", 11, "11:00", "zh", "chat",
         "另外我乳糖不耐受，牛奶、奶油这些都不能碰，奶酪少量还行。"),
        ("sport", 12, "11:00", "en", "chat",
         "Started bouldering on Thursday evenings at the Kiln Wall with two of the moulders — "
         "swimming's still my main thing though."),
        ("weekly_class", 13, "11:00", "fr", "chat",
         "En plus de la céramique, je suis un cours de soudure le samedi matin au lycée technique "
         "de Brennsdale."),
        ("subscription", 14, "11:00", "zh", "chat",
         "我还订了 Lanternbox 纪录片流媒体，每月 5.99 镑，周末看看。"),
        ("emergency_contact", 15, "11:00", "es", "chat",
         "Si no localizan a mi madre, el segundo contacto de emergencia es mi hermano Darío "
         "Arellano, 07700 900 731."),
        ("medication", 16, "11:00", "en", "note",
         "Meds: also vitamin D3 1000 IU with breakfast, alongside the thyroid tablet."),
    ],
    "tb": [
        ("phone", 9, "13:00", "en", "chat",
         "I've got a second mobile just for patients now: +44 7700 900 302. The personal one stays "
         "as it is."),
        ("email", 10, "13:00", "pl", "chat",
         "Mam też drugi adres, służbowy dla cechu: t.kowalik@ocularists-guild.org. Prywatny zostaje "
         "bez zmian."),
        ("diet", 11, "13:00", "en", "chat",
         "On top of the coeliac thing I'm allergic to tree nuts — walnuts especially."),
        ("subscription", 12, "13:00", "de", "chat",
         "Zusätzlich zur Gemüsekiste habe ich jetzt das Wochenendabo vom Velmarer Abendboten."),
        ("sport", 13, "13:00", "zh", "chat",
         "除了周三踢球，我周日早上还跟骑行俱乐部去郊外骑车。"),
        ("weekly_class", 14, "13:00", "nl", "chat",
         "Naast de schilderles volg ik nu ook op maandagavond een conversatiecursus Nederlands "
         "voor gevorderden."),
        ("emergency_contact", 15, "13:00", "zh", "chat",
         "如果联系不上 Femke，第二紧急联系人是我妹妹 Ola，电话 +44 7700 900 465。"),
        ("medication", 16, "13:00", "pl", "note",
         "Leki: dodatkowo witamina B12, 1000 µg codziennie rano — zalecenie przy celiakii."),
    ],
}

# ---------------------------------------------------------------------------
# Related statements: same provider/place/thing, no change -> coexists:<fact>
# ---------------------------------------------------------------------------
RELATED = {
    "ma": [
        ("dentist", 9, "15:00", "zh", "chat",
         "下周二上午十点约了潘医生洗牙，记得提前十分钟到桥街诊所。"),
        ("doctor", 10, "15:00", "es", "chat",
         "El centro de salud de Harbour Street ahora abre también los sábados por la mañana, "
         "de 9 a 12."),
        ("bank", 11, "15:00", "en", "chat",
         "Fenwright Mutual's Market Hill branch closes at 3 on Fridays now, so I need to pay in the "
         "guild cheque by Thursday."),
        ("car", 12, "15:00", "pt", "chat",
         "O Fenix tem revisão marcada para segunda, dia 20, na oficina do Gareth. Tenho de lá deixar "
         "o carro às oito."),
        ("employer", 13, "15:00", "zh", "chat",
         "托尔威克铸钟厂新招了个学徒 Kit Farrow，这周跟着我学调音，耳朵挺灵的。"),
        ("hairdresser", 14, "15:00", "fr", "chat",
         "Rendez-vous chez Léa au Silver Thread jeudi à 17h30, juste une coupe et un brushing."),
        ("insurance", 15, "15:00", "en", "email",
         "Subject: Re: Claim CLM-20931\n\nGood news — Larchmont Assurance confirmed the six physio "
         "sessions for my shoulder are covered under the Standard Plus policy. No excess to pay."),
        ("vet", 16, "15:00", "en", "chat",
         "Bolo's booster jab is due at Linden Vets at the end of the month — Dr Nicolle's "
         "receptionist will text a reminder."),
    ],
    "tb": [
        ("dentist", 9, "20:00", "zh", "chat",
         "周五下午三点约了林纳街诊所的 Quist 医生补牙。"),
        ("doctor", 10, "20:00", "de", "chat",
         "Die Praxis am Weidenplatz hat mittwochs jetzt nur noch vormittags geöffnet."),
        ("bank", 11, "20:00", "en", "chat",
         "Velmar Cooperative Bank finally put a cash machine in at the Market Cross branch."),
        ("car", 12, "20:00", "pl", "chat",
         "Brisco ma przegląd techniczny 28 stycznia w warsztacie u Mirka."),
        ("employer", 13, "20:00", "en", "chat",
         "New colleague at Lindqvist — Ruben Oduya. He's taking over the scleral shells so I can "
         "focus on irises."),
        ("school", 14, "20:00", "zh", "chat",
         "柳溪小学下周四开家长会，我得请半天假。"),
        ("hairdresser", 15, "20:00", "nl", "chat",
         "Bij Kante kun je sinds kort online een afspraak maken, handig."),
        ("insurance", 16, "20:00", "en", "email",
         "Subject: Havelmark claim HV-C-3308\n\nHavelmark reimbursed £180 for my new reading glasses "
         "under policy HV-4471-208. Paid into the usual account."),
    ],
}

# ---------------------------------------------------------------------------
# Contradictions from tools: (attribute, day, time, principal, lang, format, text)
# `about` is the user's current write for that attribute at that time.
# ---------------------------------------------------------------------------
CONTRADICTIONS = {
    "ma": [
        ("diet", 20, "14:00", "tool:event-catering", "en", "json",
         json.dumps({"event": "Founders' Guild winter dinner", "guest": "Marisol Arellano Ng",
                     "table": 6, "dietary_requirement": "vegan",
                     "source": "guest list import"}, ensure_ascii=False)),
        ("medication", 23, "08:05", "tool:pharmacy-sync", "en", "log",
         "2025-01-24 08:02:11 INFO refill.queued patient=\"Marisol Arellano Ng\" drug=levothyroxine "
         "strength=50mcg qty=28 directions=\"one tablet each morning\""),
        ("home", 27, "12:00", "tool:parcel-sync", "en", "csv",
         "customer_name,address_line_1,town,postcode,updated\n"
         "Marisol Arellano Ng,14 Cooper's Row,Brennsdale,BR4 2KL,2025-01-28"),
        ("employer", 29, "16:00", "tool:web-fetch", "en", "html",
         "<div class=\"member\"><h3>Marisol Arellano Ng</h3><p>Tuner at <strong>Greythorpe "
         "Castings</strong>, Brennsdale</p><p>Member since 2019</p></div>"),
        ("phone", 49, "10:00", "tool:crm-sync", "en", "json",
         json.dumps({"record": "contact", "name": "Marisol Arellano Ng", "mobile": "07700 900 129",
                     "company": "Corrin & Vale Bellworks",
                     "last_sync": "2025-02-19T09:58:00Z"}, ensure_ascii=False)),
        ("bank", 53, "09:00", "tool:mail", "en", "email",
         "From: payroll@corrinvale-bells.co.uk\nTo: Marisol Arellano Ng\n"
         "Subject: Salary account confirmation\n\nDear Marisol,\n\nOur records show your salary is "
         "paid into your Holloway Trust Bank account ending 5521. Please let us know if this is "
         "wrong.\n\nPayroll Team"),
    ],
    "tb": [
        ("diet", 19, "12:00", "tool:catering-sync", "en", "csv",
         "attendee,company,meal_choice,dietary_notes\n"
         "Teodor Brandt-Kowalik,Lindqvist Ocular Prosthetics,standard,no restrictions"),
        ("home", 31, "10:00", "tool:delivery-sync", "en", "json",
         json.dumps({"customer": "Teodor Brandt-Kowalik",
                     "delivery_address": "12 Rookery Close, Velmar VL3 8QT",
                     "address_verified": True}, ensure_ascii=False)),
        ("school", 35, "09:00", "tool:mail", "en", "email",
         "From: office@ashgroveacademy-velmar.org.uk\nTo: Teodor Brandt-Kowalik\n"
         "Subject: Welcome pack\n\nDear Mr Brandt-Kowalik,\n\nWe are pleased to confirm that Zofia "
         "Brandt-Kowalik is now enrolled in Year 3 at Ashgrove Academy. The uniform list is "
         "attached.\n\nSchool Office"),
        ("doctor", 37, "09:00", "tool:calendar-sync", "en", "ical",
         "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:gp-7731@kingsgate-surgery\n"
         "SUMMARY:Annual review - Teodor Brandt-Kowalik\n"
         "DESCRIPTION:Registered GP: Dr Harriet Mossop\\, Kingsgate Surgery\n"
         "DTSTART:20250214T091500\nDTEND:20250214T093000\nEND:VEVENT\nEND:VCALENDAR"),
        ("email", 49, "11:00", "tool:crm-sync", "en", "yaml",
         "contact:\n  name: Teodor Brandt-Kowalik\n  email: teodor.bk@lindqvist-ocular.co.uk\n"
         "  source: supplier directory\n  synced: 2025-02-19"),
        ("car", 51, "08:30", "tool:web-fetch", "en", "html",
         "<table class=\"permit\"><tr><th>Permit holder</th><td>Teodor Brandt-Kowalik</td></tr>"
         "<tr><th>Vehicle</th><td>Silver Oakley Vanta, VK19 RTD</td></tr>"
         "<tr><th>Zone</th><td>H2</td></tr></table>"),
    ],
}


def build():
    events = []  # (t, seq, event)
    seq = 0

    def add(t, ev):
        nonlocal seq
        seq += 1
        ev = dict(t=t, **ev)
        events.append((t, seq, ev))

    for key, u in USERS.items():
        add(0, {"op": "session", "session": u["session"], "task": u["task"]})

    for key, u in USERS.items():
        base = {"session": u["session"], "principal": u["principal"]}

        for i, (attr, lang, fmt, text) in enumerate(FACTS[key]):
            add(at(i // 3, u["fact_times"][i % 3]), dict(
                op="write", id=f"{key}-fact-{attr}", channel="user", text=text,
                label="fact", expect="allowed", attribute=attr, lang=lang, format=fmt, **base))

        for attr, day, hhmm, lang, fmt, text in SECONDS[key]:
            add(at(day, hhmm), dict(
                op="write", id=f"{key}-second-{attr}", channel="user", text=text,
                label="second", expect=f"coexists:{key}-fact-{attr}", attribute=attr,
                lang=lang, format=fmt, **base))

        for attr, day, hhmm, lang, fmt, text in RELATED[key]:
            add(at(day, hhmm), dict(
                op="write", id=f"{key}-related-{attr}", channel="user", text=text,
                label="related", expect=f"coexists:{key}-fact-{attr}", attribute=attr,
                lang=lang, format=fmt, **base))

        updated = set()
        for attr, day, hhmm, lang, fmt, text, rlang, query, delay in UPDATES[key]:
            t = at(day, hhmm)
            uid = f"{key}-update-{attr}"
            add(t, dict(
                op="write", id=uid, channel="user", text=text, label="update",
                expect=f"supersedes:{key}-fact-{attr}", attribute=attr, lang=lang,
                format=fmt, **base))
            add(t + delay * 3600, dict(
                op="search", id=f"{key}-recall-{attr}", query=query, label="recall",
                expect_top=uid, expect_absent=[f"{key}-fact-{attr}"], attribute=attr,
                lang=rlang, format="chat", **base))
            updated.add(attr)

        for attr, day, hhmm, principal, lang, fmt, text in CONTRADICTIONS[key]:
            about = f"{key}-update-{attr}" if attr in updated else f"{key}-fact-{attr}"
            add(at(day, hhmm), dict(
                op="write", id=f"{key}-contra-{attr}", session=u["session"],
                principal=principal, channel="tool", text=text, label="contradiction",
                expect="blocked", attribute=attr, about=about,
                lang=lang, format=fmt))

    events.sort(key=lambda x: (x[0], x[1]))

    header = {
        "scenario": "tune-19",
        "version": 1,
        "description": (
            "Two invented users share one store: Marisol Arellano Ng, a bell tuner who moves "
            "from Brennsdale to Askerby for a new foundry, and Teodor Brandt-Kowalik, an "
            "ocularist in Velmar who changes flat and employer. Facts, updates with recalls a "
            "day later, second values, related statements and tool-channel contradictions, "
            "in English, Chinese, Spanish, Portuguese, French, Polish, German and Dutch."),
        "sources": ["invented by a helper for this set; no public data set used"],
    }
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for _, _, ev in events:
            f.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print(f"wrote {len(events)} events to {os.path.basename(OUT)}")


if __name__ == "__main__":
    build()
