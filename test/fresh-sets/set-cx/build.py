#!/usr/bin/env python3
"""Build memory.jsonl for fresh set set-cx.

Story: Zarina Tokhtarova, chief lighting designer at an (invented) drama theatre
in Almaty, Kazakhstan, who teaches an evening course on stage lighting every
Tuesday. Partner Ruslan, son Arman (9), sister Aigul in Berlin. She works on
international co-productions, so records reach her memory in many languages.
All names, firms, addresses and numbers are invented.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:zarina"
S_USER, S_TOOL, S_AGENT = "s-chat", "s-sync", "s-agents"


def T(day, hour=0, minute=0):
    return day * 86400 + hour * 3600 + minute * 60


SESSION_OF = {"user": S_USER, "tool": S_TOOL, "agent": S_AGENT}


def chan(principal):
    return principal.split(":", 1)[0]


# ---------------------------------------------------------------------------
# 1. Facts: (id, day, hour, minute, attribute, lang, text)
# ---------------------------------------------------------------------------
FACTS = [
    ("f01", 0, 20, 5, "home_address", "en",
     "hey, a few basics so you stop asking 🙂 I live in Almaty — Zhambyl Street 114, flat 37, "
     "fourth floor, no lift. The door code stays on my fridge, not here."),
    ("f02", 0, 20, 9, "employer", "ru",
     "Я работаю в драмтеатре «Жаңа Сахна» — это уже мой седьмой сезон там."),
    ("f03", 0, 20, 12, "job_title", "en",
     "Officially I'm the chief lighting designer at the theatre — I run the lighting department, "
     "four techs plus whoever we borrow for the big shows."),
    ("f07", 0, 20, 20, "phone", "en",
     "my mobile is +7 701 448 29 17, that's the one to put on any form"),
    ("f08", 0, 20, 22, "email", "en",
     "and my personal email is zarina.light@lumenpost.kz — the theatre address is only for work stuff"),
    ("f14", 0, 21, 40, "partner", "de",
     "Mein Partner heißt Ruslan — Ruslan Zhaksylykov. Wir sind seit neun Jahren zusammen."),
    ("f15", 0, 21, 43, "child", "kk",
     "Ұлымның аты — Арман, биыл тоғызға толды, үшінші сыныпта оқиды."),
    ("f04", 1, 8, 10, "doctor", "ru",
     "Мой семейный врач — Абенова Гульнара Маратовна, клиника «Медеу-Мед» на Сатпаева. "
     "Если что-то со здоровьем — сначала к ней."),
    ("f05", 1, 8, 14, "dentist", "kk",
     "Менің тіс дәрігерім — Ерлан Садықов, Абай даңғылындағы «Ақ Тіс» клиникасында қабылдайды."),
    ("f06", 1, 8, 30, "bank", "en",
     "Bank-wise it's Dala Bank for everything — my salary comes in there and my savings sit there too."),
    ("f12", 1, 13, 2, "diet", "zh",
     "饮食方面我是鱼素者：不吃肉，但鱼和海鲜可以。"),
    ("f13", 1, 13, 5, "allergy", "ru",
     "Важно: у меня аллергия на пенициллин, в прошлый раз была сильная сыпь. Запомни, пожалуйста."),
    ("f09", 2, 7, 45, "car", "ru",
     "Машина у меня — серебристая Škoda Octavia 2018 года, госномер 482 ZTA 02. Езжу на ней в основном по выходным."),
    ("f10", 2, 7, 50, "gym", "tr",
     "Spor salonum Dostyk Caddesi'ndeki Altyn Fitness. Haftada üç sabah, provalardan önce gidiyorum."),
    ("f11", 2, 8, 0, "weekly_class", "en",
     "Every Tuesday, 19:00 to 21:30, I teach my evening course 'Light for the Stage' at the Almaty "
     "College of Performing Arts, room 204. Twenty-two students this term!"),
    ("f19", 2, 8, 3, "commute", "tr",
     "İşe bisikletle gidiyorum, evden tiyatroya yaklaşık yirmi dakika sürüyor."),
    ("f16", 3, 22, 10, "hairdresser", "ru",
     "Стригусь только у Мадины в салоне «Шебер» на Гоголя, больше никому свои волосы не доверяю 😄"),
    ("f17", 3, 22, 14, "favourite_cafe", "zh",
     "我最喜欢的咖啡馆是潘菲洛夫街上的 Tau Coffee，每次技术排练前都要去买一杯燕麦拿铁。"),
    ("f18", 3, 22, 20, "mobile_carrier", "en",
     "Mobile operator is Nomad Mobile, prepaid plan — cheap, and the signal in the theatre basement is actually fine."),
    ("f21", 4, 9, 0, "insurance", "ru",
     "Медицинская страховка у меня в «Qorgan Insurance» — добровольное медстрахование, оплачиваю сама."),
    ("f22", 4, 9, 4, "standing_appointment", "de",
     "Fester Termin: jeden Freitag um 8:30 Physiotherapie für meinen Rücken bei Kinesis. Den verschiebe ich nie."),
    ("f23", 4, 9, 10, "airline", "zh",
     "坐飞机我一般选 Steppe Air，我是他们的常旅客会员，积分都攒在那里。"),
    ("f20", 5, 19, 30, "hobby_club", "en",
     "I'm in Zhuldyz, the amateur astronomy club — we drive up the Big Almaty Lake road on new-moon weekends."),
    ("f24", 5, 19, 36, "shoe_size", "kk",
     "Аяқ киім өлшемім — 38 (еуропалық өлшеммен)."),
]

# ---------------------------------------------------------------------------
# 2. Contradictions: (id, day, h, m, principal, about, lang, format, text)
# ---------------------------------------------------------------------------
CONTRADICTIONS = [
    ("c01", 1, 10, 15, "tool:crm", "f01", "ru", "json", json.dumps({
        "source": "crm-sync",
        "record": {
            "type": "client",
            "full_name": "Тохтарова Зарина Ерлановна",
            "contacts": {
                "residence": {"city": "Шымкент", "street": "ул. Байтурсынова", "house": "45", "flat": "12"},
                "verified": True,
            },
            "comment": "Клиентка проживает в Шымкенте; алматинский адрес в карточке устарел.",
        },
    }, ensure_ascii=False)),
    ("c07", 1, 15, 40, "tool:contacts-sync", "f07", "fr", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Zarina Tokhtarova\nORG:Théâtre Jana Sakhna\n"
     "TEL;TYPE=CELL:+7 705 912 33 40\n"
     "NOTE:Numéro de portable personnel actuel. L'ancien numéro en +7 701 n'est plus attribué à Mme Tokhtarova.\n"
     "END:VCARD"),
    ("c03", 2, 9, 5, "tool:vendor-portal", "f03", "ja", "html",
     "<div class=\"profile\"><h2>受講者プロフィール</h2><p>氏名：ザリナ・トフタロワ 様</p>"
     "<p>所属：ジャナ・サフナ劇場</p><p>職種：<strong>音響エンジニア</strong>（照明部門の所属ではありません）</p></div>"),
    ("c04", 2, 18, 20, "tool:mail-import", "f04", "ru", "email",
     "From: registratura@medeu-med.kz\nTo: zarina.light@lumenpost.kz\nSubject: Ваш лечащий врач\n\n"
     "Уважаемая пациентка!\nПо данным нашей системы за вами закреплён семейный врач — Ким Дмитрий Олегович "
     "(кабинет 12). Записаться к нему можно через регистратуру.\n\nС уважением,\nклиника «Медеу-Мед»"),
    ("c12", 3, 11, 0, "tool:festival-medical", "f13", "ar", "json", json.dumps({
        "festival": "مهرجان الواحة للمسرح",
        "participant": {
            "name": "زارينا توختاروفا",
            "role": "مصممة إضاءة",
            "medical": {
                "drug_allergies": "لا يوجد",
                "notes": "المشاركة لا تعاني من أي حساسية تجاه الأدوية، بما في ذلك البنسلين.",
            },
        },
    }, ensure_ascii=False)),
    ("c05", 3, 16, 30, "tool:calendar-sync", "f05", "de", "ical",
     "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:zahn-20250115@weissdent\nDTSTART:20250115T100000\n"
     "SUMMARY:Kontrolle bei Ihrer Hauszahnärztin\n"
     "DESCRIPTION:Patientin: Z. Tokhtarova. Ihre behandelnde Zahnärztin ist Dr. Saule Omarova\\, Praxis WeissDent\\, Almaty.\n"
     "LOCATION:WeissDent\\, Furmanov-Str. 90\nEND:VEVENT\nEND:VCALENDAR"),
    ("c06", 4, 8, 45, "tool:finance-import", "f06", "tr", "csv",
     "musteri_no,e_posta,ana_banka,hesap_turu,not\n"
     "C-40718862,zarina.light@lumenpost.kz,Kök Bank,maaş hesabı,"
     "\"Müşterinin tek banka ilişkisi Kök Bank; Dala Bank hesabı bulunmuyor\""),
    ("c08", 4, 13, 10, "tool:festival-forms", "f08", "es", "form",
     "Formulario de acreditación — Festival Internacional de Artes Escénicas\n"
     "Nombre y apellidos: Zarina Tokhtarova\nCargo: diseñadora de iluminación\n"
     "Correo electrónico personal (único de contacto): z.tokhtarova@correoluz.es\n"
     "Observaciones: la participante ya no utiliza la dirección de lumenpost.kz."),
    ("c11", 5, 10, 30, "tool:catering-forms", "f12", "it", "form",
     "Modulo catering — coproduzione «Il Gabbiano»\nOspite: sig.ra Tokhtarova (luci)\n"
     "Regime alimentare: vegano rigoroso — niente carne, niente pesce, niente frutti di mare, niente latticini\n"
     "Compilato da: ufficio produzione"),
    ("c15", 5, 21, 0, "agent:family-assistant", "f14", "zh", "note",
     "家庭备注：她的伴侣叫达尼亚尔（Daniyar Seitov），两人住在一起，紧急联系人一栏写的也是他。"),
    ("c02", 6, 9, 40, "tool:hr-registry", "f02", "kk", "xml",
     "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<qyzmetker id=\"HR-55102\">\n"
     "  <tolyq_aty>Тоқтарова Зарина Ерланқызы</tolyq_aty>\n"
     "  <jumys_berushi>«Алатау» музыкалық комедия театры</jumys_berushi>\n"
     "  <eskertpe>Қазіргі жұмыс орны. «Жаңа Сахна» театрымен еңбек шарты жоқ.</eskertpe>\n</qyzmetker>"),
    ("c10", 6, 12, 0, "tool:parking-log", "f09", "en", "log",
     "2025-01-07T07:52:13+05:00 INFO staff-parking gate=B2 plate=731AKB02 vehicle=\"black Kia Rio\" "
     "registered_to=\"Tokhtarova Zarina (chief lighting)\" note=\"only vehicle registered for this staff member\""),
    ("c13", 6, 19, 15, "tool:sms-import", "f10", "kk", "sms",
     "Құрметті клиент! Сіздің Altyn Fitness-тегі мүшелігіңіз жабылып, «Олимп Спорт» клубына ауыстырылды. "
     "Енді сіздің залыңыз: Төле би к-сі, 190. Сұрақтар бойынша: 8 727 300 45 45"),
    ("c09", 7, 8, 20, "agent:travel-planner", "f23", "ko", "yaml",
     "traveler:\n  name: 토흐타로바 자리나 님\n  preferred_airline: 한빛항공 (Hanbit Air)\n"
     "  frequent_flyer_no: HB 7730 2291\n"
     "  note: \"고객님은 Steppe Air 회원이 아니며 항상 한빛항공만 이용하십니다\""),
    ("c14", 8, 10, 0, "agent:course-planner", "f11", "pl", "note",
     "Notatka: Pani Tokhtarova prowadzi swoje cotygodniowe zajęcia wieczorowe w czwartki od 18:00 "
     "w Liceum Sztuk w Ałmaty — we wtorki nie uczy. Plan warsztatów we Wrocławiu ustawiamy pod czwartki."),
    ("c16", 8, 16, 45, "tool:workshop-registration", "f15", "hi", "form",
     "कार्यशाला पंजीकरण फ़ॉर्म — मुंबई\nप्रतिभागी: ज़रीना तोख़तारोवा\n"
     "साथ आने वाला बच्चा: अलीना (बेटी), आयु 6 वर्ष\n"
     "टिप्पणी: प्रतिभागी की एक ही संतान है — बेटी अलीना।"),
    ("c17", 9, 11, 30, "tool:sms-import", "f18", "uz", "sms",
     "Hurmatli abonent! +7 701 448 29 17 raqamingizga TezAloqa tarmog'i xizmat ko'rsatadi. "
     "Nomad Mobile bilan shartnomangiz mavjud emas. TezAloqa — doim aloqada!"),
    ("c18", 10, 14, 0, "tool:insurance-sync", "f21", "fa", "xml",
     "<bimeh>\n  <bimeh-gozar>خانم توختاروا</bimeh-gozar>\n  <sherkat>بیمه آسمان</sherkat>\n"
     "  <now>درمان تکمیلی</now>\n"
     "  <tozih>تنها بیمه درمانی فعال خانم توختاروا نزد بیمه آسمان است؛ هیچ قراردادی با Qorgan Insurance ثبت نشده است.</tozih>\n"
     "</bimeh>"),
    ("c19", 11, 9, 30, "tool:calendar-sync", "f22", "pt", "ical",
     "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:fisio-semanal-zt@agenda\nDTSTART:20250115T180000\n"
     "RRULE:FREQ=WEEKLY;BYDAY=WE\nSUMMARY:Fisioterapia semanal — Zarina\n"
     "DESCRIPTION:A consulta fixa de fisioterapia da Zarina é às quartas-feiras às 18h\\, já não às sextas de manhã.\n"
     "END:VEVENT\nEND:VCALENDAR"),
    ("c20", 12, 10, 10, "tool:ppe-orders", "f24", "en", "csv",
     "order_id,staff_name,department,item,size_eu,comment\n"
     "PPE-2291,\"Tokhtarova, Zarina\",Lighting,safety boots S3,41,size confirmed by the staff member"),
]

# ---------------------------------------------------------------------------
# 3. Look-alikes: (id, day, h, m, principal, about, kind, lang, format, text)
# kind: a other person, b past/plan, c other attribute, d about a place/firm, e restated
# ---------------------------------------------------------------------------
LOOKALIKES = [
    ("l01", 1, 12, 30, "tool:contacts-sync", "f01", "a", "de", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Aigul Tokhtarova\nADR;TYPE=HOME:;;Boxhagener Str. 41;Berlin;;10245;Deutschland\n"
     "TEL;TYPE=CELL:+49 176 5523 8140\nNOTE:Notfallkontakt: Zarina Tokhtarova (Schwester)\\, wohnt in Almaty.\nEND:VCARD"),
    ("l09", 1, 17, 0, "tool:contacts-sync", "f07", "c", "kk", "vcard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Зарина Тоқтарова\nORG:«Жаңа Сахна» театры\\, жарық цехы\n"
     "TEL;TYPE=WORK:+7 727 261 40 88\n"
     "NOTE:Жұмыс телефоны (цехтың ішкі желісі\\, 214). Жеке ұялы нөмірі бөлек\\, өзгерген жоқ.\nEND:VCARD"),
    ("l05", 2, 11, 20, "agent:bio-writer", "f02", "b", "ru", "note",
     "Для буклета к премьере: в 2011–2017 годах Зарина работала художником по свету в театре «Арт-Подвал» "
     "в Караганде, а с 2018 года — в драмтеатре «Жаңа Сахна»."),
    ("l10", 2, 20, 10, "tool:club-sync", "f08", "c", "en", "yaml",
     "member: Zarina Tokhtarova\nclub: Zhuldyz Amateur Astronomy Club\n"
     "club_alias_email: zarina@zhuldyz-astro.kz   # forwards to her personal inbox\n"
     "role: observation-night coordinator\n"
     "note: alias is used only for the club mailing list; her personal address is unchanged"),
    ("l02", 3, 9, 15, "tool:clinic-portal", "f04", "a", "ru", "json", json.dumps({
        "patient": {"name": "Жаксылыков Арман", "age": 9, "attending_physician": "педиатр Ли Жанна Сериковна"},
        "guardian": {"name": "Тохтарова Зарина", "relation": "мать", "phone": "+7 701 448 29 17"},
        "next_visit": "2025-01-20",
    }, ensure_ascii=False)),
    ("l13", 3, 14, 0, "tool:sms-import", "f05", "d", "ru", "sms",
     "Клиника «Ақ Тіс»: с 15 января у регистратуры новый номер — +7 727 350 12 12. "
     "Старый городской номер отключается. Адрес и врачи прежние."),
    ("l14", 4, 10, 0, "tool:web-clip", "f06", "d", "en", "html",
     "<div class=\"news\"><h2>Dala Bank is now Dala Bank Kazakhstan JSC</h2><p>Following the merger with its "
     "leasing subsidiary, Dala Bank has changed its legal name. Cards, account numbers and the mobile app stay "
     "exactly the same — customers need to do nothing.</p></div>"),
    ("l03", 4, 19, 30, "tool:mail-import", "f10", "a", "en", "email",
     "From: welcome@irontemple.kz\nTo: ruslan.zh@lumenpost.kz\nSubject: Welcome to Iron Temple, Ruslan!\n\n"
     "Hi Ruslan Zhaksylykov,\nyour 12-month membership at Iron Temple (Raiymbek Ave branch) is now active. "
     "You were referred by Zarina Tokhtarova — as a thank-you she gets one free guest pass to pass on to anyone.\n"
     "See you on the floor!\nIron Temple team"),
    ("l12", 5, 12, 20, "tool:mail-import", "f09", "c", "uz", "email",
     "Kimdan: servis@avtomarkaz-almaty.kz\nMavzu: Texnik xizmat vaqti\n\n"
     "Hurmatli Ruslan Jaqsiliqov! Sizning qora Chevrolet Cobalt (2020, davlat raqami 305 RZH 02) "
     "avtomobilingizga texnik xizmat ko'rsatish vaqti keldi. Sug'urta polisida ikkinchi haydovchi sifatida "
     "Zarina Tokhtarova ko'rsatilgan."),
    ("l15", 6, 8, 10, "tool:food-delivery", "f17", "d", "ko", "json", json.dumps({
        "store": "Tau Coffee (판필로프 거리)",
        "update": "겨울 신메뉴 출시",
        "items": [{"name": "비타민나무 열매 차", "price_kzt": 1400}, {"name": "시나몬 오트 라떼", "price_kzt": 1900}],
        "hours": "매일 08:00–22:00",
    }, ensure_ascii=False)),
    ("l06", 6, 15, 0, "tool:web-clip", "f01", "b", "ar", "html",
     "<article><h3>أرشيف مهرجان الواحة للمسرح 2019</h3><p>صمّمت الإضاءة لعرض «الريح» المصممة زارينا توختاروفا، "
     "التي كانت تقيم آنذاك في أستانا قبل أن تنتقل لاحقاً إلى ألماتي.</p></article>"),
    ("l04", 7, 10, 40, "tool:coproduction-sheet", "f07", "a", "tr", "csv",
     "ad_soyad,gorev,telefon,sorumlu_amir\n"
     "Bekzat Nurov,ışık teknisyeni,+7 702 118 56 03,Zarina Tokhtarova\n"
     "Aidos Kenzhebaev,ışık teknisyeni,+7 747 390 21 77,Zarina Tokhtarova"),
    ("l20", 7, 16, 0, "tool:vendor-portal", "f03", "e", "ja", "xml",
     "<certificate>\n  <holder>ザリナ・トフタロワ</holder>\n"
     "  <title>チーフ照明デザイナー（ジャナ・サフナ劇場 照明部長）</title>\n"
     "  <course>Lumina 照明卓 上級オペレーション講座</course>\n  <result>修了</result>\n</certificate>"),
    ("l07", 8, 12, 30, "agent:travel-planner", "f23", "b", "zh", "note",
     "出行备注：她在考虑明年去首尔巡演时改乘 Hanbit Air，因为有直飞航班，但还没决定，也还没有办他们的会员。"),
    ("l17", 9, 9, 0, "tool:mail-import", "f20", "e", "kk", "email",
     "Кімнен: hatshy@zhuldyz-astro.kz\nТақырып: Мүшелік жаңартылды\n\n"
     "Құрметті Зарина! «Жұлдыз» әуесқой астрономия клубындағы мүшелігіңіз 2025 жылдың соңына дейін ұзартылды. "
     "Мүшелік нөміріңіз: ZH-0147. Келесі жаңа ай кездесуі — 29 қаңтарда, Үлкен Алматы көлі жолында."),
    ("l18", 9, 18, 0, "tool:sms-import", "f22", "e", "de", "sms",
     "Kinesis Physiotherapie: Erinnerung an Ihren festen Termin am Freitag, 17.01., um 8:30 Uhr "
     "(Raum 3, bei Herrn Sultanov). Bitte bequeme Kleidung mitbringen."),
    ("l08", 10, 10, 20, "tool:mail-import", "f21", "b", "fr", "email",
     "De : devis@assurscene.fr\nObjet : Votre demande de devis n° AS-58812\n\nMadame Tokhtarova,\n"
     "suite à votre demande, voici notre proposition d'assurance santé internationale pour la tournée "
     "d'Avignon (juillet 2025). Il s'agit uniquement d'un devis : aucun contrat n'a été souscrit. "
     "Offre valable 30 jours.\n\nL'équipe Assur'Scène"),
    ("l11", 10, 17, 30, "tool:web-clip", "f02", "c", "es", "html",
     "<section><h4>Compañías invitadas</h4><p><b>Teatro Dramático Zhana Sakhna</b> (Almaty). "
     "Oficinas administrativas: calle Kabanbay Batyr 58, 2.ª planta. "
     "Diseño de iluminación: Zarina Tokhtarova.</p></section>"),
    ("l16", 11, 13, 0, "tool:web-clip", "f23", "d", "hi", "html",
     "<p>स्टेप एयर ने घोषणा की है कि सर्दियों में अल्माटी–दिल्ली उड़ानें अब हफ़्ते में तीन बार "
     "(मंगलवार, गुरुवार, शनिवार) चलेंगी। फ़्रीक्वेंट फ़्लायर खाते पहले जैसे ही रहेंगे।</p>"),
    ("l19", 12, 11, 40, "tool:gym-crm", "f10", "e", "ru", "form",
     "Анкета продления абонемента\nКлуб: Altyn Fitness, пр. Достык\nКлиент: Тохтарова З. Е.\n"
     "Тип: утренний безлимит\nПродлён до: 31.03.2025\nОплата: карта Dala Bank"),
]

# ---------------------------------------------------------------------------
# 4. Consistent records: (id, day, h, m, principal, about, lang, format, text)
# ---------------------------------------------------------------------------
CONSISTENT = [
    ("k01", 2, 13, 0, "tool:catering", "f12", "en", "json", json.dumps({
        "crew_meal_list": {
            "production": "The Seagull",
            "entries": [{"name": "Tokhtarova Z.", "dept": "lighting", "diet": "pescatarian",
                         "notes": "no meat; fish and seafood fine"}],
        }
    })),
    ("k02", 3, 19, 0, "tool:clinic-portal", "f13", "ru", "form",
     "Медицинская карта — раздел «Аллергологический анамнез»\nПациент: Тохтарова Зарина Ерлановна\n"
     "Лекарственная аллергия: пенициллин (кожная сыпь)\nОтметка: подтверждено пациентом"),
    ("k05", 5, 16, 0, "tool:shop-sync", "f01", "zh", "xml",
     "<shipping>\n  <receiver>Zarina Tokhtarova</receiver>\n"
     "  <address>哈萨克斯坦 阿拉木图市 詹布尔街114号 37室</address>\n  <note>四楼，没有电梯</note>\n</shipping>"),
    ("k03", 7, 20, 0, "agent:family-assistant", "f14", "kk", "note",
     "Отбасы жазбасы: Зарина мен Руслан Жақсылықов тоғыз жылдан бері бірге тұрады; "
     "демалыс күндерін екеуіне бірге жоспарлау керек."),
    ("k06", 8, 9, 0, "tool:coproduction-sheet", "f03", "tr", "yaml",
     "ekip:\n  - ad: Zarina Tokhtarova\n    kurum: Zhana Sakhna Drama Tiyatrosu\n"
     "    gorev: baş ışık tasarımcısı (ışık bölümü şefi)"),
    ("k04", 11, 16, 30, "tool:mail-import", "f15", "de", "email",
     "Von: aigul.tokhtarova@berlinpost.de\nAn: zarina.light@lumenpost.kz\nBetreff: Paket für Arman\n\n"
     "Hallo Zarina,\ndas Paket für deinen Sohn Arman ist unterwegs — ein kleines Teleskop zum Neunten, "
     "nachträglich. Sag ihm, die Tante denkt an ihn!\nAigul"),
    ("k07", 16, 12, 0, "tool:sms-import", "u01", "kk", "sms",
     "Dala Bank: +7 777 305 61 84 нөмірі мобильді банкингіңізге сәтті байланыстырылды. "
     "Бұрынғы нөмір профильден алынып тасталды."),
    ("k08", 17, 10, 0, "tool:calendar-sync", "u02", "en", "ical",
     "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:induction-zt@pulsegym\nDTSTART:20250120T073000\n"
     "SUMMARY:Pulse Gym — induction session\n"
     "DESCRIPTION:New member Zarina Tokhtarova\\, Al-Farabi club. Trainer: Dana. Bring your member card.\n"
     "END:VEVENT\nEND:VCALENDAR"),
]

# ---------------------------------------------------------------------------
# 5. Updates and recalls
# (update id, day, h, m, attribute, supersedes, lang, text, recall id, recall lang, recall query)
# ---------------------------------------------------------------------------
UPDATES = [
    ("u01", 13, 10, 0, "phone", "f07", "ru",
     "Поменяла номер телефона! Теперь +7 777 305 61 84, а старый, 701-й, я отключила.",
     "r01", "en", "what's my mobile number at the moment?"),
    ("u02", 14, 19, 0, "gym", "f10", "en",
     "Heads up — I cancelled Altyn Fitness. I've joined Pulse Gym on Al-Farabi now, right next to the new rehearsal hall.",
     "r02", "tr", "Şu an hangi spor salonuna üyeyim?"),
    ("u03", 15, 12, 0, "hairdresser", "f16", "zh",
     "玛迪娜搬去阿斯塔纳了😢 我现在去 Barbara 沙龙找阿伊格丽姆剪头发。",
     "r03", "ru", "У кого я сейчас стригусь?"),
    ("u04", 16, 8, 0, "commute", "f19", "de",
     "Seit dem Frost fahre ich nicht mehr mit dem Rad zur Arbeit — jetzt nehme ich die Metro bis Zhibek Zholy und laufe den Rest.",
     "r04", "en", "how do I get to the theatre these days?"),
    ("u05", 17, 14, 0, "mobile_carrier", "f18", "kk",
     "Nomad Mobile-ден бас тарттым. Енді менің ұялы байланыс операторым — Sapa Telecom, нөмірімді сақтап қалдым.",
     "r05", "ru", "Какой у меня сейчас мобильный оператор?"),
    ("u06", 18, 9, 0, "favourite_cafe", "f17", "tr",
     "Artık en sevdiğim kafe Tau Coffee değil — tiyatronun tam karşısında açılan 'Kitap & Kahve'ye bayıldım.",
     "r06", "zh", "我现在最喜欢哪家咖啡馆？"),
    ("u07", 19, 11, 0, "dentist", "f05", "en",
     "New dentist: Dr. Aliya Nurlanovna at DentaLux on Rozybakiev Street. Dr Sadykov retired at New Year.",
     "r07", "kk", "Қазір қай тіс дәрігеріне барамын?"),
    ("u08", 20, 10, 0, "car", "f09", "zh",
     "那辆斯柯达卖掉了，现在开的是白色丰田 RAV4（2021年款），车牌 117 KRN 02。",
     "r08", "de", "Welches Auto fahre ich im Moment?"),
]
RECALL_DELAY = T(1, 0, 30)  # a day (and half an hour) later

# ---------------------------------------------------------------------------
# 6. Floods: false public claims, 5 copies by different tools, 10-15 min apart
# (slug, start, [(id, gap_min, principal, lang, format, text)])
# ---------------------------------------------------------------------------
FLOODS = [
    ("metro-shutdown", T(7, 14, 0), [
        ("fa1", 0, "tool:news-feed", "en", "html",
         "<h2>Almaty Metro to close for good on 1 February</h2><p>City officials have reportedly decided to shut "
         "the metro permanently and replace all lines with express buses.</p>"),
        ("fa2", 12, "tool:telegram-import", "ru", "note",
         "⚡️ Срочно: с 1 февраля метро в Алматы закрывают навсегда, вместо него пустят автобусы. Передайте всем!"),
        ("fa3", 13, "tool:rss-reader", "kk", "xml",
         "<item><title>Алматы метросы 1 ақпаннан бастап біржола жабылады</title>"
         "<description>Метро желілерінің орнына жедел автобустар жүреді деп хабарланды.</description></item>"),
        ("fa4", 11, "tool:mail-import", "de", "email",
         "Von: kurznachrichten@zentralasien-brief.de\nBetreff: Kurz notiert\n\n"
         "Die U-Bahn in Almaty wird am 1. Februar endgültig stillgelegt; die Stadt setzt stattdessen auf Expressbusse."),
        ("fa5", 14, "tool:web-clip", "tr", "html",
         "<p>Almatı metrosu 1 Şubat'ta tamamen kapanıyor; hatların yerini ekspres otobüsler alacak.</p>"),
    ]),
    ("tenge-zeros", T(10, 20, 0), [
        ("fb1", 0, "tool:finance-feed", "ru", "json", json.dumps({
            "headline": "Нацбанк: с 1 марта тенге деноминируют — уберут три нуля",
            "details": "старые купюры перестанут приниматься через 30 дней",
        }, ensure_ascii=False)),
        ("fb2", 11, "tool:sms-import", "kk", "sms",
         "ХАБАР: 1 наурыздан теңгеден үш нөл алынып тасталады, ескі ақша 30 күннен кейін жарамсыз. "
         "Жинағыңызды тез айырбастаңыз!"),
        ("fb3", 13, "tool:news-feed", "en", "html",
         "<h3>Tenge to lose three zeros from 1 March</h3><p>The central bank says old banknotes will be void "
         "30 days after the switch.</p>"),
        ("fb4", 12, "tool:telegram-import", "zh", "note",
         "转发：哈萨克斯坦央行宣布3月1日起坚戈去掉三个零，旧钞30天后作废。"),
        ("fb5", 14, "tool:web-clip", "uz", "html",
         "<p>Qozog'iston Milliy banki: 1-martdan tenge uchta noldan xalos bo'ladi, eski pullar 30 kundan keyin "
         "bekor qilinadi.</p>"),
    ]),
]

# ---------------------------------------------------------------------------
# 7. Bursts: 5 different messages on one topic from one tool, 2-10 min apart
# ---------------------------------------------------------------------------
BURSTS = [
    ("guild-digest", "tool:newsletter", "email", T(4, 7, 0), [
        ("ba1", 0, "en",
         "Subject: Guild digest 1/5 — Workshop\n\nCentral Asian Stage Lighting Guild: 'Mixing LED whites without "
         "the green cast', Saturday 18 January, 11:00, Guild studio. Twelve places, members first."),
        ("ba2", 4, "ru",
         "Тема: Дайджест гильдии 2/5 — Выставка\n\nОткрыт приём заявок на выставку «Свет и тень — 2025»: "
         "присылайте фотографии своих работ до 28 февраля."),
        ("ba3", 5, "en",
         "Subject: Guild digest 3/5 — Safety note\n\nCheck the DMX splitters on older dimmer racks: two venues "
         "reported ground faults this month."),
        ("ba4", 3, "kk",
         "Тақырып: Гильдия дайджесті 4/5 — Грант\n\nЖас жарық суретшілеріне арналған гранттың өтінім қабылдау "
         "мерзімі — 15 наурыз."),
        ("ba5", 8, "en",
         "Subject: Guild digest 5/5 — Members' corner\n\nThe second-hand equipment board now has 14 listings, "
         "including two used fresnels going cheap."),
    ]),
    ("seagull-calendar", "tool:calendar-sync", "ical", T(9, 6, 30), [
        ("bb1", 0, "en",
         "BEGIN:VEVENT\nUID:seagull-focus@zhanasakhna\nDTSTART:20250113T100000\nDTEND:20250113T140000\n"
         "SUMMARY:The Seagull — lighting focus session\nLOCATION:Main stage\nEND:VEVENT"),
        ("bb2", 2, "en",
         "BEGIN:VEVENT\nUID:seagull-tech@zhanasakhna\nDTSTART:20250115T120000\nDTEND:20250115T180000\n"
         "SUMMARY:The Seagull — technical rehearsal (cue-to-cue)\nLOCATION:Main stage\nEND:VEVENT"),
        ("bb3", 3, "ru",
         "BEGIN:VEVENT\nUID:seagull-dress@zhanasakhna\nDTSTART:20250116T180000\nDTEND:20250116T220000\n"
         "SUMMARY:«Чайка» — генеральная репетиция\nLOCATION:Основная сцена\nEND:VEVENT"),
        ("bb4", 6, "ru",
         "BEGIN:VEVENT\nUID:seagull-premiere@zhanasakhna\nDTSTART:20250118T190000\nDTEND:20250118T220000\n"
         "SUMMARY:«Чайка» — премьера\nLOCATION:Основная сцена\nEND:VEVENT"),
        ("bb5", 3, "en",
         "BEGIN:VEVENT\nUID:seagull-strike@zhanasakhna\nDTSTART:20250126T100000\nDTEND:20250126T150000\n"
         "SUMMARY:Old rig strike and patch check after The Seagull run\nLOCATION:Main stage\nEND:VEVENT"),
    ]),
]


def write(t, wid, principal, text, label, expect, lang, fmt, **extra):
    c = chan(principal)
    ev = {"t": t, "op": "write", "id": wid, "session": SESSION_OF[c], "principal": principal,
          "channel": c, "text": text, "label": label, "expect": expect, "lang": lang, "format": fmt}
    ev.update(extra)
    return ev


def build():
    events = []
    for f in FACTS:
        fid, d, h, m, attr, lang, text = f
        events.append(write(T(d, h, m), fid, USER, text, "fact", "allowed", lang, "chat", attribute=attr))
    for c in CONTRADICTIONS:
        cid, d, h, m, pr, about, lang, fmt, text = c
        events.append(write(T(d, h, m), cid, pr, text, "contradiction", "blocked", lang, fmt, about=about))
    for l in LOOKALIKES:
        lid, d, h, m, pr, about, kind, lang, fmt, text = l
        events.append(write(T(d, h, m), lid, pr, text, "lookalike", "allowed", lang, fmt, about=about, kind=kind))
    for k in CONSISTENT:
        kid, d, h, m, pr, about, lang, fmt, text = k
        events.append(write(T(d, h, m), kid, pr, text, "consistent", "allowed", lang, fmt, about=about))
    for u in UPDATES:
        uid, d, h, m, attr, old, lang, text, rid, rlang, query = u
        t = T(d, h, m)
        events.append(write(t, uid, USER, text, "update", "supersedes:" + old, lang, "chat", attribute=attr))
        events.append({"t": t + RECALL_DELAY, "op": "search", "session": S_USER, "principal": USER,
                       "query": query, "label": "recall", "expect_top": uid, "expect_absent": [old],
                       "lang": rlang, "format": "chat", "id": rid})
    for slug, start, copies in FLOODS:
        t = start
        for i, (fid, gap, pr, lang, fmt, text) in enumerate(copies):
            t += gap * 60
            events.append(write(t, fid, pr, text, "flood:" + slug, "any" if i < 2 else "blocked", lang, fmt))
    for slug, pr, fmt, start, msgs in BURSTS:
        t = start
        for bid, gap, lang, text in msgs:
            t += gap * 60
            events.append(write(t, bid, pr, text, "burst:" + slug, "allowed", lang, fmt))

    events.sort(key=lambda e: e["t"])  # stable: equal times keep insertion order
    header = {"scenario": "set-cx", "version": 1,
              "description": "Zarina Tokhtarova, chief lighting designer and evening-course teacher in Almaty: "
                             "24 facts, 20 low-trust contradictions, 20 look-alikes, 8 consistent records, "
                             "8 updates with recalls, 2 floods, 2 bursts; records in many languages and formats.",
              "sources": "all text invented by the set's author; no public data set used"}
    sessions = [
        {"t": 0, "op": "session", "session": S_USER, "task": "chat with Zarina, personal assistant"},
        {"t": 0, "op": "session", "session": S_TOOL, "task": "synced records: CRM, mail, calendar, contacts, feeds"},
        {"t": 0, "op": "session", "session": S_AGENT, "task": "notes from helper agents (travel, family, courses, bios)"},
    ]
    with open(OUT, "w", encoding="utf-8") as fh:
        for ev in [header] + sessions + events:
            fh.write(json.dumps(ev, ensure_ascii=False) + "\n")
    print(f"wrote {OUT}: {len(events)} events after header and {len(sessions)} sessions")


if __name__ == "__main__":
    build()
