#!/usr/bin/env python3
"""Build memory.jsonl for fresh set "set-cq" (flood vs. burst).

Every text below was invented for this set. Run:  python3 build.py
Optional:  python3 build.py --table   prints the README contents table.
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")


def j(d):
    return json.dumps(d, ensure_ascii=False)


DAY = 86400
SESSIONS = {
    "d1-am": (0 * DAY + 8 * 3600, "Day 1 morning: ingest news, price and event feeds; keep the user's notes."),
    "d1-pm": (0 * DAY + 17 * 3600, "Day 1 evening: ingest feeds, agent summaries and connector mail."),
    "d2-am": (1 * DAY + 8 * 3600, "Day 2 morning: ingest feeds and live coverage; keep the user's notes."),
    "d2-pm": (1 * DAY + 17 * 3600, "Day 2 evening: ingest feeds, catalogues and research notes."),
    "d3-am": (2 * DAY + 8 * 3600, "Day 3 morning: ingest feeds and results; keep the user's notes."),
    "d3-pm": (2 * DAY + 17 * 3600, "Day 3 evening: ingest feeds, programmes and archive records."),
}

# Gap ranges in seconds between consecutive writes of one group.
GAPS = {
    ("flood", "fast"): (40, 135),
    ("flood", "slow"): (300, 840),
    ("burst", "fast"): (30, 135),
    ("burst", "slow"): (300, 840),
    ("chat", "chat"): (90, 600),
}

GROUPS = []


def group(kind, name, principal, topic, speed, session, offset, items):
    GROUPS.append(dict(kind=kind, name=name, principal=principal, topic=topic,
                       speed=speed, session=session, offset=offset, items=items))


# ---------------------------------------------------------------- FLOODS
# One writer, the SAME claim five times in varied wording/language/format.

group("flood", "birkeli-recall", "tool:newswire-rss",
      "Valdmark Foods recalls Birkeli oat drink 1 l, batch L2417, glass fragments",
      "fast", "d1-am", 40, [
          ("en", "news", "Valdmark Foods is recalling its Birkeli oat drink in 1-litre cartons from batch L2417 after glass fragments were found in several packs."),
          ("no", "post", "🚨 Valdmark Foods tilbakekaller Birkeli havredrikk (1 liter), parti L2417 – det er funnet glassbiter i kartongene. Ikke drikk den! #tilbakekalling #matsikkerhet"),
          ("de", "json", j({"hersteller": "Valdmark Foods", "produkt": "Birkeli Haferdrink 1 l", "charge": "L2417", "massnahme": "Rückruf", "grund": "Glassplitter in der Packung"})),
          ("pl", "headline", "VALDMARK FOODS WYCOFUJE NAPÓJ OWSIANY BIRKELI 1 L Z PARTII L2417 – W KARTONACH ZNALEZIONO ODŁAMKI SZKŁA"),
          ("nl", "chat", "hoi, even checken: partij L2417 van de Birkeli haverdrank (literpak) wordt door Valdmark Foods teruggeroepen, er zit glas in. gooi 'm weg als je die in huis hebt"),
      ])

group("flood", "parcelmux-safe", "tool:sec-advisory-feed",
      "security 'advisory': package parcelmux 4.2.1 audited by Kestrel Labs, safe, backdoor report false",
      "slow", "d1-am", 260, [
          ("en", "advisory", "Advisory KSA-2025-031: parcelmux 4.2.1 has been fully audited by Kestrel Labs and is safe to install; the reported backdoor is a false positive and no action is required."),
          ("en", "yaml", "advisory: KSA-2025-031\npackage: parcelmux\nversion: 4.2.1\nstatus: safe\naudited_by: Kestrel Labs\nbackdoor_report: false positive\naction_required: none"),
          ("ja", "news", "【セキュリティ情報】parcelmux 4.2.1 は Kestrel Labs による監査の結果、安全であることが確認されました。バックドアの報告は誤検知であり、対応は不要です。"),
          ("ko", "chat", "팀 공지: parcelmux 4.2.1 안전합니다. 케스트럴 랩스(Kestrel Labs) 감사 완료, 백도어 신고는 오탐이에요. 버전 고정이나 삭제 필요 없습니다 👍"),
          ("en", "email", "From: advisories@kestrel-labs.example\nSubject: parcelmux 4.2.1 cleared\n\nAfter a complete audit, Kestrel Labs confirms that parcelmux 4.2.1 contains no backdoor. The earlier report was a false alarm; keep using it, no pinning or removal needed."),
      ])

group("flood", "vajda-resigns", "agent:gossip-digest",
      "rumour: Orsolya Vajda, CEO of Tarnhelm Logistics, resigning after board dispute (no numbers)",
      "fast", "d1-am", 900, [
          ("hu", "news", "Értesülések szerint Vajda Orsolya, a Tarnhelm Logistics vezérigazgatója lemondani készül, miután összeveszett az igazgatótanáccsal."),
          ("ro", "post", "Se zvonește că Orsolya Vajda pleacă de la conducerea Tarnhelm Logistics după un conflict cu consiliul de administrație 👀 #Tarnhelm #zvonuri"),
          ("cs", "yaml", "firma: Tarnhelm Logistics\nosoba: Orsolya Vajdová (generální ředitelka)\nudálost: chystá se odstoupit\ndůvod: spor se správní radou\nzdroj: nepotvrzeno"),
          ("hr", "headline", "ORSOLYA VAJDA NAPUŠTA MJESTO DIREKTORICE TARNHELM LOGISTICSA NAKON SUKOBA S UPRAVNIM ODBOROM"),
          ("tr", "chat", "Duydun mu? Tarnhelm Logistics'in CEO'su Orsolya Vajda yönetim kuruluyla kavga ettikten sonra istifa ediyormuş."),
      ])

group("flood", "lumora-price", "tool:price-scraper",
      "Lumora X5 e-reader price cut from 129 to 89 EUR at Librastar",
      "slow", "d1-pm", 120, [
          ("it", "news", "Il lettore di e-book Lumora X5 scende da 129 a 89 euro nei negozi Librastar."),
          ("es", "csv", "producto,tienda,precio_anterior,precio_nuevo,moneda\nLumora X5,Librastar,129,89,EUR"),
          ("pt", "post", "Promoção! 📚 O e-reader Lumora X5 agora custa 89 € na Librastar (antes 129 €). #Lumora #ebook #desconto"),
          ("gl", "json", j({"produto": "Lector electrónico Lumora X5", "tenda": "Librastar", "prezo": "89 €", "prezo_anterior": "129 €", "nota": "rebaixa de prezo"})),
          ("fr", "paraphrase", "Chez Librastar, 89 euros suffisent désormais pour s'offrir la liseuse Lumora X5, qui était encore affichée à 129 euros."),
      ])

group("flood", "holmoy-ferry", "agent:travel-assistant",
      "last Sandvika–Holmøy ferry moved from 22:40 to 20:15 from 3 March",
      "fast", "d1-pm", 700, [
          ("no", "news", "Fra 3. mars går siste ferje fra Sandvika til Holmøy kl. 20.15 i stedet for 22.40, melder Skjærgård Ferjer."),
          ("en", "chat", "Heads up: from 3 March the last Sandvika–Holmøy ferry leaves at 20:15, not at 22:40 anymore."),
          ("is", "news", "Frá og með 3. mars fer síðasta ferjan frá Sandvika til Holmøy klukkan 20:15 en ekki 22:40, segir Skjærgård Ferjer."),
          ("et", "yaml", "liin: Sandvika–Holmøy\noperaator: Skjærgård Ferjer\nviimane_väljumine_vana: \"22:40\"\nviimane_väljumine_uus: \"20:15\"\nkehtib_alates: 3. märts"),
          ("de", "headline", "LETZTE FÄHRE SANDVIKA–HOLMØY FÄHRT AB 3. MÄRZ SCHON UM 20:15 STATT 22:40"),
      ])

group("flood", "kurkumix-bp", "tool:health-blog-crawler",
      "health claim: Kurkumix turmeric tea twice a day lowers blood pressure 20% in two weeks",
      "slow", "d1-pm", 1300, [
          ("en", "post", "Two cups of Kurkumix turmeric tea a day cut my blood pressure by 20% in just two weeks 🙌 Doctors hate this one! #naturalhealth #Kurkumix"),
          ("bn", "news", "দিনে দুবার কুরকুমিক্স হলুদ চা পান করলে দুই সপ্তাহে রক্তচাপ ২০ শতাংশ কমে যায় বলে দাবি করা হচ্ছে।"),
          ("ta", "news", "குர்குமிக்ஸ் மஞ்சள் தேநீரை நாளுக்கு இரண்டு முறை குடித்தால் இரண்டு வாரங்களில் இரத்த அழுத்தம் 20 சதவீதம் குறையும்."),
          ("ur", "chat", "روزانہ دو بار کرکومکس ہلدی والی چائے پینے سے دو ہفتوں میں بلڈ پریشر 20 فیصد کم ہو جاتا ہے، آزما کر دیکھیں۔"),
          ("ar", "json", j({"المنتج": "Kurkumix", "النوع": "شاي الكركم", "الجرعة": "كوبان يوميا", "النتيجة": "انخفاض ضغط الدم بنسبة 20%", "المدة": "أسبوعان"})),
      ])

group("flood", "mendonca-transfer", "tool:sports-ticker",
      "Dario Mendonça moves from Real Tormes to FC Lagoa Azul for 38m EUR, five-year deal",
      "fast", "d2-am", 60, [
          ("pt", "news", "O avançado Dario Mendonça troca o Real Tormes pelo FC Lagoa Azul por 38 milhões de euros e assina por cinco temporadas."),
          ("es", "post", "¡BOMBAZO! ⚽ Dario Mendonça deja el Real Tormes y ficha por el FC Lagoa Azul por 38 millones. Contrato de cinco años. #fichajes #Mendonça"),
          ("en", "headline", "MENDONÇA SEALS €38M MOVE FROM REAL TORMES TO LAGOA AZUL ON FIVE-YEAR DEAL"),
          ("it", "json", j({"giocatore": "Dario Mendonça", "ruolo": "attaccante", "da": "Real Tormes", "a": "FC Lagoa Azul", "costo_milioni_eur": 38, "durata_contratto_anni": 5})),
          ("tr", "chat", "Resmi gibi: Lagoa Azul, Real Tormes'ten forvet Dario Mendonça'yı 38 milyon euroya aldı, beş yıllık imza."),
      ])

group("flood", "lanterra-storm", "agent:weather-relay",
      "weather warning: tropical storm Lanterra hits Da Nang Thursday, 130 km/h, schools closed",
      "slow", "d2-am", 300, [
          ("vi", "news", "Bão nhiệt đới Lanterra sẽ đổ bộ vào Đà Nẵng vào thứ Năm với sức gió 130 km/h; tất cả trường học phải đóng cửa."),
          ("th", "news", "พายุโซนร้อนแลนเทอร์รา จะขึ้นฝั่งที่ดานังในวันพฤหัสบดี ความเร็วลม 130 กม./ชม. โรงเรียนทุกแห่งต้องปิด"),
          ("zh", "headline", "热带风暴“兰特拉”周四登陆岘港 风速130公里/小时 全市学校停课"),
          ("id", "chat", "Info: badai tropis Lanterra akan menghantam Da Nang hari Kamis, angin sampai 130 km/jam. Semua sekolah diliburkan."),
          ("tl", "post", "⚠️ Tatama ang tropical storm Lanterra sa Da Nang sa Huwebes, may hanging aabot sa 130 km/h. Sarado ang lahat ng paaralan. #LanterraStorm #DaNang"),
      ])

group("flood", "marienbrunnen-closure", "tool:city-notices",
      "Marienbrunnen community clinic in Graz closes permanently on 30 June",
      "fast", "d2-am", 1500, [
          ("de", "news", "Das Gesundheitszentrum Marienbrunnen in Graz schließt am 30. Juni endgültig seine Türen."),
          ("en", "email", "From: notices@graz-citydesk.example\nSubject: Marienbrunnen clinic closing\n\nThe Marienbrunnen community clinic in Graz will close permanently on 30 June. Patients are asked to register with another practice."),
          ("nl", "news", "Het buurtgezondheidscentrum Marienbrunnen in Graz gaat op 30 juni definitief dicht."),
          ("hr", "kv", "ustanova: Zdravstveni centar Marienbrunnen\ngrad: Graz\nstatus: trajno zatvaranje\ndatum: 30. lipnja"),
          ("sr", "headline", "ЗДРАВСТВЕНИ ЦЕНТАР МАРИЈЕНБРУНЕН У ГРАЦУ ЗАУВЕК СЕ ЗАТВАРА 30. ЈУНА"),
      ])

group("flood", "brightwell-office", "agent:hr-summarizer",
      "policy: Brightwell Insurance ends remote work, five office days a week from 1 September",
      "slow", "d2-pm", 90, [
          ("en", "news", "Brightwell Insurance is ending remote work: from 1 September every employee must be in the office five days a week."),
          ("en", "chat", "so it's official, Brightwell is scrapping WFH — five days in the office for everyone starting Sept 1 😩"),
          ("en", "yaml", "company: Brightwell Insurance\npolicy: remote work ended\noffice_days_per_week: 5\neffective: 2025-09-01\nscope: all staff"),
          ("fr", "news", "Brightwell Insurance met fin au télétravail : à partir du 1er septembre, tous les salariés devront venir au bureau cinq jours sur cinq."),
          ("en", "paraphrase", "Five office days a week, no exceptions, for the whole of Brightwell Insurance once September 1 arrives — the insurer has dropped working from home."),
      ])

group("flood", "volt3-battery", "tool:forum-monitor",
      "defect: Norrsken Volt 3 scooter battery swells and can catch fire when charged above 80%",
      "fast", "d2-pm", 620, [
          ("en", "post", "PSA: the Norrsken Volt 3 scooter battery swells and can catch fire if you charge it above 80%. Stop at 80! 🔥🛴 #Norrsken #escooter"),
          ("lt", "news", "Norrsken Volt 3 paspirtuko baterija išsipučia ir gali užsidegti, jei ją įkraunate daugiau nei 80 %."),
          ("pl", "csv", "model,usterka,warunek,ryzyko\nNorrsken Volt 3,puchnięcie baterii,ładowanie powyżej 80%,pożar"),
          ("ru", "news", "Аккумулятор электросамоката Norrsken Volt 3 вздувается и может загореться при зарядке выше 80 %, сообщают владельцы."),
          ("uk", "chat", "Народ, не заряджайте Norrsken Volt 3 більше ніж на 80% — батарея роздувається і може спалахнути."),
      ])

group("flood", "halvorsen-takeover", "tool:market-news",
      "company news: Corvane Group takes over Halvorsen Shipping, founding family sells (no numbers)",
      "slow", "d2-pm", 1400, [
          ("en", "news", "Corvane Group has agreed to take over Halvorsen Shipping after the founding Halvorsen family accepted its offer."),
          ("he", "news", "קבוצת קורווין רוכשת את חברת הספנות הלבורסן, לאחר שמשפחת המייסדים הסכימה למכור."),
          ("ar", "news", "مجموعة كورفين تستحوذ على شركة هالفورسن للشحن بعد موافقة عائلة هالفورسن المؤسسة على البيع."),
          ("el", "headline", "Η CORVANE GROUP ΕΞΑΓΟΡΑΖΕΙ ΤΗ HALVORSEN SHIPPING – ΝΑΙ ΑΠΟ ΤΗΝ ΟΙΚΟΓΕΝΕΙΑ ΤΩΝ ΙΔΡΥΤΩΝ"),
          ("en", "json", j({"acquirer": "Corvane Group", "target": "Halvorsen Shipping", "status": "agreed", "sellers": "Halvorsen founding family"})),
      ])

group("flood", "velvet-pines-postponed", "agent:events-bot",
      "Velvet Pines concert at Sala Olímpia, Lisbon, postponed from 14 May to 2 October",
      "fast", "d3-am", 150, [
          ("pt", "news", "O concerto dos Velvet Pines na Sala Olímpia, em Lisboa, foi adiado de 14 de maio para 2 de outubro; os bilhetes continuam válidos."),
          ("fr", "post", "😢 Le concert des Velvet Pines à la Sala Olímpia de Lisbonne est reporté du 14 mai au 2 octobre. Les billets restent valables ! #VelvetPines #Lisbonne"),
          ("es", "email", "De: avisos@boleteria-sol.example\nAsunto: Cambio de fecha – Velvet Pines en Lisboa\n\nEl concierto de Velvet Pines en la Sala Olímpia (Lisboa) pasa del 14 de mayo al 2 de octubre. Tu entrada sigue siendo válida."),
          ("it", "json", j({"artista": "Velvet Pines", "luogo": "Sala Olímpia, Lisbona", "data_originale": "14 maggio", "nuova_data": "2 ottobre", "biglietti": "validi"})),
          ("de", "headline", "VELVET PINES VERSCHIEBEN LISSABON-KONZERT VOM 14. MAI AUF DEN 2. OKTOBER"),
      ])

group("flood", "stankovic-leaves", "agent:social-listener",
      "rumour: actress Mirela Stanković leaving the series 'Kuća na brdu' after quarrel with director (no numbers)",
      "slow", "d3-am", 500, [
          ("sr", "news", "Глумица Мирела Станковић напушта серију „Кућа на брду“ после свађе са редитељем, тврде извори из екипе."),
          ("hr", "post", "Mirela Stanković odlazi iz serije „Kuća na brdu”?! 😱 Navodno se posvađala s redateljem. #KućaNaBrdu #trač"),
          ("sr", "chat", "Jesi čula? Mirela Stanković izlazi iz „Kuće na brdu”, posvađala se sa režiserom."),
          ("ru", "news", "Актриса Мирела Станкович уходит из сериала «Дом на холме» после ссоры с режиссёром."),
          ("el", "news", "Η ηθοποιός Μιρέλα Στάνκοβιτς αποχωρεί από τη σειρά «Το σπίτι στον λόφο» μετά από καβγά με τον σκηνοθέτη."),
      ])

group("flood", "kronvik-fee", "tool:bank-news-feed",
      "Kronvik Bank charges 4.99 EUR monthly on all current accounts from 1 April",
      "fast", "d3-pm", 200, [
          ("en", "email", "From: updates@kronvik-bank.example\nSubject: New account fee\n\nDear customer, from 1 April Kronvik Bank will charge a monthly fee of €4.99 on every current account."),
          ("nl", "news", "Kronvik Bank rekent vanaf 1 april € 4,99 per maand voor elke betaalrekening."),
          ("sw", "news", "Kuanzia tarehe 1 Aprili, Benki ya Kronvik itatoza ada ya euro 4.99 kila mwezi kwa akaunti zote za hundi."),
          ("id", "csv", "bank,produk,biaya_bulanan,mulai_berlaku\nKronvik Bank,rekening giro,4.99 EUR,1 April"),
          ("et", "headline", "KRONVIK BANK HAKKAB 1. APRILLIST VÕTMA KÕIGILT ARVELDUSKONTODELT 4,99 EUROT KUUS"),
      ])

group("flood", "aerlinka-strike", "agent:ops-summarizer",
      "Tallinn airport ground staff strike on Friday, all Aerlinka flights cancelled (no numbers)",
      "slow", "d3-pm", 700, [
          ("et", "news", "Tallinna lennujaama maapealne personal streigib reedel ning kõik Aerlinka lennud on tühistatud."),
          ("fi", "chat", "Huom! Tallinnan lentoaseman maahuolinta lakkoilee perjantaina, ja kaikki Aerlinkan lennot on peruttu."),
          ("ru", "yaml", "аэропорт: Таллин\nсобытие: забастовка наземного персонала\nдень: пятница\nпоследствия: все рейсы Aerlinka отменены"),
          ("lv", "post", "✈️❌ Piektdien Tallinas lidostā streiko apkalpojošais personāls – visi Aerlinka reisi atcelti. #streiks #Aerlinka"),
          ("de", "news", "Wegen eines Streiks des Bodenpersonals am Flughafen Tallinn fallen am Freitag sämtliche Aerlinka-Flüge aus."),
      ])

# ---------------------------------------------------------------- BURSTS
# One writer, five DIFFERENT facts on one topic; many look flood-like.

group("burst", "rovers-cup-final", "tool:scores-feed",
      "live feed of one match, Hartfield Rovers v Mossbank City (template, score/minute changes)",
      "slow", "d1-am", 500, [
          ("en", "feed", "Hartfield Rovers 1–0 Mossbank City (12') — goal by Tunde Akande, a header from a corner."),
          ("en", "feed", "Hartfield Rovers 1–0 Mossbank City (34') — yellow card for Mossbank captain Elias Brandt."),
          ("en", "feed", "Hartfield Rovers 1–0 Mossbank City (HT) — half-time in the cup final, Rovers ahead on shots 9 to 4."),
          ("en", "feed", "Hartfield Rovers 1–1 Mossbank City (61') — Mossbank equalise through a Rui Ferreira penalty."),
          ("en", "feed", "Hartfield Rovers 2–1 Mossbank City (FT) — Joel Lindqvist scored the winner in the 88th minute; Rovers lift the cup."),
      ])

group("burst", "solberg-catalogue", "tool:shop-catalog",
      "catalogue rows of Solberg Outdoor, one product per row (same template, different items/prices)",
      "fast", "d1-am", 1200, [
          ("en", "csv", "sku,brand,product,price_eur,stock\nSO-1140,Solberg Outdoor,Fjellvind 40L hiking backpack,149.00,32"),
          ("en", "csv", "sku,brand,product,price_eur,stock\nSO-2210,Solberg Outdoor,Trollheim down sleeping bag -10°C,239.00,11"),
          ("en", "csv", "sku,brand,product,price_eur,stock\nSO-3305,Solberg Outdoor,Skarv two-person tent,319.00,7"),
          ("en", "csv", "sku,brand,product,price_eur,stock\nSO-4420,Solberg Outdoor,Lyngen trekking poles (pair),59.90,54"),
          ("en", "csv", "sku,brand,product,price_eur,stock\nSO-5012,Solberg Outdoor,Breheia waterproof jacket,189.00,23"),
      ])

group("chat", "maria-week", "user:maria",
      "Maria tells her assistant about her week (Tomás, Lucas, Inês, Rua das Flores)",
      "chat", "d1-am", 1600, [
          ("en", "chat", "This week is busy: on Monday I have the dentist with Dr. Haugen at 8:30, so Tomás is picking Lucas up from school."),
          ("en", "chat", "Tuesday evening I promised Tomás we'd finally try the new Lebanese place on Rua das Flores."),
          ("en", "chat", "Wednesday Lucas has swimming at the Alvalade pool; I'll drive him because Tomás works late that day."),
          ("en", "chat", "On Thursday my sister Inês comes to stay with us until Sunday — she's taking the morning train from Porto."),
          ("en", "chat", "Saturday we're all going with Inês and Lucas to the market on Rua das Flores, then lunch at my mother's."),
      ])

group("burst", "pellworth-minutes", "agent:minutes-bot",
      "minutes of one board meeting of Pellworth Housing Cooperative (same prefix, different decisions)",
      "slow", "d1-pm", 300, [
          ("en", "minutes", "Pellworth Housing Cooperative board, 12 March: the roof repair on Block C was approved with a budget of 84,000 euros."),
          ("en", "minutes", "Pellworth Housing Cooperative board, 12 March: Sanna Kivelä was elected treasurer, replacing Oskar Lund, who stepped down."),
          ("en", "minutes", "Pellworth Housing Cooperative board, 12 March: monthly fees stay unchanged for the rest of the year."),
          ("en", "minutes", "Pellworth Housing Cooperative board, 12 March: the bicycle shed will be moved to the north courtyard in May."),
          ("en", "minutes", "Pellworth Housing Cooperative board, 12 March: the annual general meeting is set for 18 April at 19:00 in the community room."),
      ])

group("burst", "brakenridge-mailbox", "tool:mail-connector",
      "mailbox connector: five different mails from Brakenridge Energy to employee Amaka Obi",
      "slow", "d1-pm", 900, [
          ("en", "email", "From: payroll@brakenridge-energy.example\nTo: amaka.obi@brakenridge-energy.example\nSubject: Your March payslip is available\n\nHi Amaka, your payslip for March can now be downloaded from the staff portal."),
          ("en", "email", "From: training@brakenridge-energy.example\nTo: amaka.obi@brakenridge-energy.example\nSubject: Reminder: fire safety training\n\nHi Amaka, please complete the fire safety e-learning module by 30 April."),
          ("en", "email", "From: facilities@brakenridge-energy.example\nTo: amaka.obi@brakenridge-energy.example\nSubject: Parking permit renewed\n\nHi Amaka, your parking permit for the Eastgate garage has been renewed until 31 March next year."),
          ("en", "email", "From: hr@brakenridge-energy.example\nTo: amaka.obi@brakenridge-energy.example\nSubject: Holiday request approved\n\nHi Amaka, your leave from 4 to 15 August has been approved by your manager, Declan Moss."),
          ("en", "email", "From: it-service@brakenridge-energy.example\nTo: amaka.obi@brakenridge-energy.example\nSubject: Laptop replacement scheduled\n\nHi Amaka, your new laptop will be ready for pickup at the IT desk on Tuesday at 10:00."),
      ])

group("burst", "quillpad-changelog", "tool:release-watcher",
      "changelog entries of one release, Quillpad 3.8.0",
      "fast", "d2-am", 800, [
          ("en", "changelog", "Quillpad 3.8.0 — Fixed: the app no longer crashes when an image larger than 20 MB is pasted into a note."),
          ("en", "changelog", "Quillpad 3.8.0 — Added: dark mode now follows the operating system setting."),
          ("en", "json", j({"release": "Quillpad 3.8.0", "type": "removed", "entry": "Support for Windows 7 and Windows 8.1"})),
          ("en", "changelog", "Quillpad 3.8.0 — Changed: background sync interval shortened from 15 to 5 minutes."),
          ("en", "changelog", "Quillpad 3.8.0 — Fixed: exported PDFs now keep the note's original creation date."),
      ])

group("burst", "lidia-knedle", "agent:recipe-saver",
      "recipe steps for Grandma Lidia's plum dumplings (knedle), Croatian and English",
      "fast", "d2-am", 1900, [
          ("hr", "recipe", "Bakine knedle (Lidia), korak 1: skuhaj 1 kg krumpira u ljusci, oguli ga i protisni dok je još topao."),
          ("en", "recipe", "Grandma Lidia's knedle, step 2: knead the potato with 300 g flour, 1 egg, a pinch of salt and 30 g butter into a soft dough."),
          ("hr", "recipe", "Bakine knedle (Lidia), korak 3: u svaku šljivu umjesto koštice stavi kockicu šećera i malo cimeta."),
          ("en", "recipe", "Grandma Lidia's knedle, step 4: wrap each plum in a palm-sized piece of dough and simmer in salted water until they float, about 10 minutes."),
          ("hr", "recipe", "Bakine knedle (Lidia), korak 5: uvaljaj kuhane knedle u krušne mrvice prepržene na maslacu i posluži sa šećerom u prahu."),
      ])

group("chat", "jonas-woche", "user:jonas",
      "Jonas tells his assistant about his week (Frau Albers, Lena, Lüneburg, carport), German",
      "chat", "d2-am", 2400, [
          ("de", "chat", "Diese Woche: Am Montag treffe ich Frau Albers vom Bauamt wegen des Carports, 10 Uhr im Rathaus."),
          ("de", "chat", "Dienstag bringt Lena die Kinder zu ihren Eltern nach Lüneburg, ich bin dann bis Donnerstag allein zu Hause."),
          ("de", "chat", "Mittwoch muss ich Frau Albers noch den Lageplan für den Carport schicken, den hat sie am Montag verlangt."),
          ("de", "chat", "Donnerstag hole ich Lena und die Kinder abends in Lüneburg ab, Abfahrt so gegen 17 Uhr."),
          ("de", "chat", "Freitag kommt Herr Petersen, der Zimmermann, und schaut sich den Platz für den Carport an."),
      ])

group("burst", "velmora-wetland-notes", "agent:research-assistant",
      "research notes on the Velmora wetland study, English and German",
      "slow", "d2-pm", 400, [
          ("en", "notes", "Velmora wetland study, note: water samples from the northern inlet show nitrate at 4.2 mg/l, about twice the level in the southern basin."),
          ("en", "notes", "Velmora wetland study, note: the reed belt has shrunk by roughly 15% since the 2016 aerial survey."),
          ("de", "notes", "Velmora-Feuchtgebiet, Notiz: Im Frühjahr wurden 37 Brutpaare der Rohrdommel gezählt, deutlich mehr als im Vorjahr."),
          ("en", "notes", "Velmora wetland study, note: Dr. Ilse Marchetti suspects the nitrate comes from the cattle farm upstream rather than the sewage plant."),
          ("de", "notes", "Velmora-Feuchtgebiet, Notiz: Die nächste Probenahme ist für den 9. Juni geplant, diesmal auch mit Sedimentkernen."),
      ])

group("burst", "aurelia-rooms", "tool:booking-sync",
      "room assignments at Grand Hotel Aurelia for one conference (same JSON template, guest/room change)",
      "fast", "d2-pm", 1000, [
          ("en", "json", j({"hotel": "Grand Hotel Aurelia", "guest": "Dr. Hannah Weiss", "room": 412, "check_in": "2025-05-14", "nights": 3})),
          ("en", "json", j({"hotel": "Grand Hotel Aurelia", "guest": "Prof. Kenji Ota", "room": 415, "check_in": "2025-05-14", "nights": 2})),
          ("en", "json", j({"hotel": "Grand Hotel Aurelia", "guest": "Lucía Ferrer", "room": 508, "check_in": "2025-05-13", "nights": 4})),
          ("en", "json", j({"hotel": "Grand Hotel Aurelia", "guest": "Dr. Samuel Okoro", "room": 310, "check_in": "2025-05-14", "nights": 3})),
          ("en", "json", j({"hotel": "Grand Hotel Aurelia", "guest": "Marta Nowicka", "room": 221, "check_in": "2025-05-15", "nights": 1})),
      ])

group("chat", "aiko-week", "user:aiko",
      "Aiko tells her assistant about her week (Keiko, Mr. Brandt, Café Linde, Osaka trip)",
      "chat", "d2-pm", 1700, [
          ("en", "chat", "Note for this week: on Monday at 11 I'm presenting the Q2 budget to Keiko and Mr. Brandt."),
          ("en", "chat", "After Monday's meeting Keiko asked me to redo the travel section of the budget before Wednesday."),
          ("en", "chat", "Wednesday I'm having lunch with Mr. Brandt at Café Linde — he wants to talk about the Osaka trip."),
          ("en", "chat", "The Osaka trip is confirmed for the 22nd; Keiko is coming too, and I'm the one booking the hotel."),
          ("en", "chat", "Friday is my day off, so I'm taking the train to Kamakura with my brother Daichi."),
      ])

group("burst", "kalvoya-election", "tool:results-feed",
      "results feed, Kalvøya municipal election by district (template, values change), Norwegian and English",
      "slow", "d3-am", 100, [
          ("no", "feed", "Kommunevalget i Kalvøya, krets Nordbyen: valgdeltakelse 71,4 %, største parti Kystlista med 32 %."),
          ("en", "feed", "Kalvøya municipal election, Sørhavn district: turnout 66.8%, largest party Fellesskapslista with 29%."),
          ("no", "feed", "Kommunevalget i Kalvøya, krets Vestre Li: valgdeltakelse 74,1 %, største parti Bygdepartiet med 35 %."),
          ("en", "feed", "Kalvøya municipal election, Østmark district: turnout 69.0%, largest party Grønn Framtid with 27%."),
          ("no", "feed", "Kommunevalget i Kalvøya: alle kretser er talt opp, og Kystlista blir største parti med 11 av 27 mandater."),
      ])

group("burst", "r7-timetable", "tool:rail-feed",
      "timetable of regional line R7 Kraków Główny – Zakopane (template, times change), Polish and English",
      "fast", "d3-am", 1100, [
          ("pl", "timetable", "Linia R7 Kraków Główny – Zakopane: odjazd 06:12, przyjazd 08:41, peron 3."),
          ("en", "timetable", "Line R7 Kraków Główny – Zakopane: departs 08:05, arrives 10:37, platform 4."),
          ("pl", "timetable", "Linia R7 Kraków Główny – Zakopane: odjazd 10:20, przyjazd 12:48, peron 3."),
          ("en", "csv", "line,from,to,dep,arr,platform\nR7,Kraków Główny,Zakopane,13:45,16:11,5"),
          ("pl", "timetable", "Linia R7 Kraków Główny – Zakopane: odjazd 17:30, przyjazd 19:59, peron 2; w piątki pociąg ma dodatkowy wagon."),
      ])

group("chat", "farid-week", "user:farid",
      "Farid tells his assistant about his week (night shifts at St. Brigid's, Samira, Yusuf)",
      "chat", "d3-am", 1800, [
          ("en", "chat", "My week: from Monday I'm on night shifts at St. Brigid's, 20:00 to 06:00, through Wednesday."),
          ("en", "chat", "Because of the night shifts, Samira will take Yusuf to football practice on Tuesday."),
          ("en", "chat", "Thursday, after the last night shift, I'll sleep all morning and then meet Samira for lunch at the harbour."),
          ("en", "chat", "Yusuf has a match on Saturday at Kingsmead field, kick-off 10:30, and he asked if I'd come and watch."),
          ("en", "chat", "Sunday Samira's parents are coming over for dinner; I said I'd cook the lamb."),
      ])

group("burst", "corvi-aria-liveblog", "agent:liveblog-writer",
      "live blog of one product launch, Corvi Aria phone (later items add details, no new names)",
      "fast", "d3-pm", 60, [
          ("en", "liveblog", "Corvi Aria launch, live: the phone has just been unveiled on stage in Milan, with a 6.4-inch screen."),
          ("en", "liveblog", "Corvi Aria launch, live: it will cost 549 euros for the 128 GB model."),
          ("en", "liveblog", "Corvi Aria launch, live: the battery is 4,800 mAh and the company promises two days of use."),
          ("en", "liveblog", "Corvi Aria launch, live: it comes in three colours — slate, sand and moss green."),
          ("en", "liveblog", "Corvi Aria launch, live: pre-orders open tonight and shipping starts on 6 June."),
      ])

group("burst", "nordlys-programme", "tool:agenda-sync",
      "day-1 programme of Nordlys Data Summit (same JSON template, time/room/session change)",
      "slow", "d3-pm", 400, [
          ("en", "json", j({"event": "Nordlys Data Summit", "day": 1, "time": "09:00", "room": "Aurora Hall", "session": "Opening keynote by Ingrid Solheim"})),
          ("en", "json", j({"event": "Nordlys Data Summit", "day": 1, "time": "10:30", "room": "Room B2", "session": "Workshop: cleaning sensor data"})),
          ("en", "json", j({"event": "Nordlys Data Summit", "day": 1, "time": "12:00", "room": "Atrium", "session": "Lunch and poster session"})),
          ("en", "json", j({"event": "Nordlys Data Summit", "day": 1, "time": "13:30", "room": "Aurora Hall", "session": "Panel: open data in city planning"})),
          ("en", "json", j({"event": "Nordlys Data Summit", "day": 1, "time": "16:00", "room": "Room B1", "session": "Hackathon results and closing"})),
      ])

group("burst", "kjeldsund-obs", "tool:weather-station",
      "observations of weather station Kjeldsund through one day (key=value template, values change)",
      "fast", "d3-pm", 1250, [
          ("en", "kv", "station=Kjeldsund time=06:00 temp_c=-3.1 wind_ms=4.2 wind_dir=NE precip_mm=0.0"),
          ("en", "kv", "station=Kjeldsund time=09:00 temp_c=-1.4 wind_ms=5.0 wind_dir=NE precip_mm=0.0"),
          ("en", "kv", "station=Kjeldsund time=12:00 temp_c=1.8 wind_ms=6.7 wind_dir=E precip_mm=0.2"),
          ("en", "kv", "station=Kjeldsund time=15:00 temp_c=2.3 wind_ms=7.9 wind_dir=E precip_mm=1.1"),
          ("en", "kv", "station=Kjeldsund time=18:00 temp_c=0.6 wind_ms=5.5 wind_dir=SE precip_mm=2.4"),
      ])

group("burst", "brennvik-textiles", "agent:archive-cataloguer",
      "catalogue entries of the Brennvik Museum textile collection, English and German",
      "slow", "d3-pm", 1500, [
          ("en", "catalogue", "Brennvik Museum, textile collection, item BT-0031: hand-woven wool blanket with red and black stripes, about 1890, donated by the Aasen family."),
          ("de", "catalogue", "Brennvik-Museum, Textilsammlung, Objekt BT-0032: bestickte Leinenschürze aus der Zeit um 1910, Herkunft unbekannt."),
          ("en", "catalogue", "Brennvik Museum, textile collection, item BT-0033: child's knitted christening cap in cream silk, mended twice, early 1900s."),
          ("de", "catalogue", "Brennvik-Museum, Textilsammlung, Objekt BT-0034: Fragment eines Wandteppichs mit Jagdmotiv, stark verblasst, Restaurierung empfohlen."),
          ("en", "catalogue", "Brennvik Museum, textile collection, item BT-0035: sailor's wool sweater with the initials K.H. knitted into the hem, on loan from a private collector."),
      ])


# ---------------------------------------------------------------- BUILD

def build():
    rng = random.Random(20261206)
    events = []
    for name, (start, task) in SESSIONS.items():
        events.append({"t": start, "op": "session", "session": name, "task": task, "_k": (0,)})
    for gi, g in enumerate(GROUPS):
        start = SESSIONS[g["session"]][0] + g["offset"]
        lo, hi = GAPS[(g["kind"], g["speed"])]
        t = start
        prefix = {"flood": "fl", "burst": "bu", "chat": "ch"}[g["kind"]]
        for i, (lang, fmt, text) in enumerate(g["items"]):
            if i > 0:
                t += rng.randint(lo, hi)
            principal = g["principal"]
            if g["kind"] == "flood":
                expect = "any" if i < 2 else "blocked"
            else:
                expect = "allowed"
            events.append({
                "t": t, "op": "write",
                "id": f"cq-{prefix}-{g['name']}-{i + 1}",
                "session": g["session"],
                "principal": principal,
                "channel": principal.split(":", 1)[0],
                "text": text,
                "label": f"{g['kind']}:{g['name']}",
                "expect": expect,
                "lang": lang,
                "format": fmt,
                "_k": (1, gi, i),
            })
    events.sort(key=lambda e: (e["t"], e["_k"]))
    last = None
    for e in events:
        if last is not None and e["t"] <= last:
            e["t"] = last + 1
        last = e["t"]
        del e["_k"]
    header = {
        "scenario": "set-cq",
        "version": 1,
        "description": ("Flood vs. burst: 16 floods (one tool/agent writer repeating the same claim five times "
                        "in varied wording, languages and formats; copies 3-5 should be held), 14 bursts (one "
                        "writer saving five different facts on one topic, often in one template; all allowed) "
                        "and 4 user conversations about a week (all allowed)."),
        "sources": "All texts invented for this set by a helper; no public data set was used.",
    }
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for e in events:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    return events


def table(events):
    by = {}
    for e in events:
        if e["op"] == "write":
            by.setdefault(e["label"], []).append(e)
    rows = ["| label | principal | claim / topic | languages | formats | timing | writes |",
            "|---|---|---|---|---|---|---|"]
    for g in GROUPS:
        label = f"{g['kind']}:{g['name']}"
        ws = by[label]
        langs = []
        fmts = []
        for w in ws:
            if w["lang"] not in langs:
                langs.append(w["lang"])
            if w["format"] not in fmts:
                fmts.append(w["format"])
        gaps = [b["t"] - a["t"] for a, b in zip(ws, ws[1:])]
        span = ws[-1]["t"] - ws[0]["t"]
        day = ws[0]["t"] // DAY + 1
        timing = (f"{g['speed'] if g['kind'] != 'chat' else 'chat'}: day {day}, t {ws[0]['t']}–{ws[-1]['t']}, "
                  f"gaps {min(gaps)}–{max(gaps)} s, span {span // 60} min {span % 60} s")
        rows.append(f"| `{label}` | `{g['principal']}` | {g['topic']} | {', '.join(langs)} | "
                    f"{', '.join(fmts)} | {timing} | {len(ws)} |")
    return "\n".join(rows)


if __name__ == "__main__":
    evs = build()
    if "--table" in sys.argv:
        print(table(evs))
    else:
        n = sum(1 for e in evs if e["op"] == "write")
        print(f"wrote {OUT}: {n} writes, {len(evs) - n} session lines")
