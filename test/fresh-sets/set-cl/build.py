#!/usr/bin/env python3
"""Build memory.jsonl for the fresh set "set-cl" (floods vs. ordinary bursts).

Every text below was invented for this set. All people, firms, products and
numbers are fictional; real cities and countries appear only as places.

Run:  python3 build.py      (writes memory.jsonl next to this script)
"""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")


def j(obj):
    """A JSON record as a feed would save it (compact, UTF-8)."""
    return json.dumps(obj, ensure_ascii=False)


def jp(obj):
    """A pretty-printed, multi-line JSON record."""
    return json.dumps(obj, ensure_ascii=False, indent=2)


# ---------------------------------------------------------------------------
# Sessions: two a day over three virtual days.
# ---------------------------------------------------------------------------
DAY = 86400
SESSIONS = [
    ("d1-morning", 0 * DAY + 8 * 3600, "Morning monitoring of news, social and sports feeds; save notable items to memory."),
    ("d1-evening", 0 * DAY + 17 * 3600, "Evening sweep of shopping, transit and events feeds; keep the user's notes."),
    ("d2-morning", 1 * DAY + 8 * 3600, "Morning market and company news digest; minutes and family planning notes."),
    ("d2-evening", 1 * DAY + 17 * 3600, "Evening pass over package advisories, product forums, release notes and research notes."),
    ("d3-morning", 2 * DAY + 8 * 3600, "Morning regional feeds (Eastern Europe, Asia, Middle East), hotel and weather syncs."),
    ("d3-evening", 2 * DAY + 17 * 3600, "Evening civic bulletins, conference schedule, archive cataloguing and the user's week."),
]

# ---------------------------------------------------------------------------
# Groups. kind: flood | burst | chat.  items: (lang, format, text)
# For a flood every item states the SAME claim; for a burst / chat every item
# states a DIFFERENT fact on one topic.
# ---------------------------------------------------------------------------
G = []


def group(kind, short, principal, session, offset, topic, items):
    G.append(dict(kind=kind, short=short, principal=principal, session=session,
                  offset=offset, topic=topic, items=items))


# ============================== FLOODS =====================================

group("flood", "vrellin-kettle-recall", "tool:newswire-scraper", "d1-morning", 0,
      "Vrellin recalls its Aurora kettle: the base can overheat and melt (no numbers)", [
    ("en", "news", "Vrellin Appliances is recalling its Aurora electric kettle after reports that the base can overheat and melt, the company said."),
    ("de", "headline", "VRELLIN RUFT WASSERKOCHER „AURORA“ ZURÜCK – SOCKEL KANN ÜBERHITZEN UND SCHMELZEN"),
    ("en", "json", j({"company": "Vrellin Appliances", "action": "recall", "product": "Aurora electric kettle", "reason": "base overheats and may melt"})),
    ("fr", "post", "⚠️ Rappel : la bouilloire Aurora de Vrellin est retirée de la vente, son socle peut surchauffer et fondre. #rappel #Vrellin #sécurité"),
    ("nl", "chat", "hé, wist je dat Vrellin die Aurora-waterkoker terugroept? De voet kan oververhit raken en zelfs smelten."),
])

group("flood", "varnholm-cup-final", "tool:sports-ticker", "d1-morning", 75,
      "FC Varnholm beat Dunmore Athletic 3-1 in the cup final", [
    ("en", "ticker", "FT: FC Varnholm 3–1 Dunmore Athletic — Varnholm win the cup final."),
    ("es", "news", "El FC Varnholm ganó la final de copa por 3-1 al Dunmore Athletic."),
    ("pt", "post", "CAMPEÕES! 🏆 O FC Varnholm vence o Dunmore Athletic por 3 a 1 na final da taça #Varnholm #final"),
    ("en", "json", j({"competition": "cup final", "home": "FC Varnholm", "away": "Dunmore Athletic", "score": "3-1", "winner": "FC Varnholm"})),
    ("es", "paraphrase", "Dunmore Athletic cayó 1-3 ante el FC Varnholm en la final de la copa."),
])

group("flood", "chef-arrest-rumour", "tool:social-monitor", "d1-morning", 180,
      "Rumour: TV chef Amara Lindqvist-Okafor arrested at Lisbon airport (no English, no numbers)", [
    ("pt", "post", "Dizem que a chef da TV Amara Lindqvist-Okafor foi detida no aeroporto de Lisboa 😱 #AmaraLindqvist #escândalo"),
    ("es", "news", "La chef televisiva Amara Lindqvist-Okafor habría sido detenida en el aeropuerto de Lisboa, según publicaciones en redes sociales."),
    ("it", "chat", "raga avete visto? hanno arrestato Amara Lindqvist-Okafor, la chef della tv, all'aeroporto di Lisbona"),
    ("fr", "headline", "LA CHEF AMARA LINDQVIST-OKAFOR ARRÊTÉE À L'AÉROPORT DE LISBONNE"),
    ("pt", "json", j({"pessoa": "Amara Lindqvist-Okafor", "profissão": "chef de televisão", "evento": "detida", "local": "aeroporto de Lisboa"})),
])

group("flood", "pravex-vacuum-price", "agent:deal-hunter", "d1-evening", 0,
      "Pravex X2 robot vacuum costs 1,990 SEK at Holmgren Elektronik until Sunday", [
    ("sv", "chat", "Pravex X2-robotdammsugaren kostar bara 1 990 kr hos Holmgren Elektronik fram till söndag."),
    ("en", "csv", "store,product,price_sek,valid_until\nHolmgren Elektronik,Pravex X2 robot vacuum,1990,Sunday"),
    ("en", "post", "🔥 DEAL: Pravex X2 robot vacuum for 1,990 SEK at Holmgren Elektronik — ends Sunday! #deal #robotvacuum"),
    ("da", "email", "Hej Jonas, bare så du ved det: Holmgren Elektronik sælger Pravex X2-robotstøvsugeren til 1.990 svenske kroner frem til søndag. Hilsen Mette"),
    ("sv", "paraphrase", "Fram till söndag säljer Holmgren Elektronik robotdammsugaren X2 från Pravex för 1 990 kronor."),
])

group("flood", "kadikoy-ferry-cancelled", "tool:transit-feed", "d1-evening", 95,
      "The 07:40 ferry Kadıköy–Yelkenli Pier is cancelled from Monday", [
    ("tr", "news", "Kadıköy'den Yelkenli İskelesi'ne kalkan 07.40 vapuru pazartesiden itibaren iptal edildi."),
    ("en", "email", "Hi all, heads-up: starting Monday the 07:40 Kadıköy–Yelkenli Pier ferry no longer runs. Best, Deniz"),
    ("de", "chat", "Ab Montag fällt die Fähre um 7:40 von Kadıköy zum Anleger Yelkenli ersatzlos weg."),
    ("tr", "headline", "KADIKÖY–YELKENLİ 07.40 SEFERİ PAZARTESİDEN İTİBAREN YAPILMAYACAK"),
    ("en", "csv", "route,departure,status,from\nKadıköy–Yelkenli Pier,07:40,cancelled,Monday"),
])

group("flood", "sahra-expo-postponed", "agent:events-agent", "d1-evening", 300,
      "Sahra Tech Expo in Riyadh postponed to 9 November", [
    ("ar", "news", "تأجيل معرض صحراء للتقنية في الرياض إلى 9 نوفمبر."),
    ("en", "news", "Sahra Tech Expo in Riyadh has been pushed back to 9 November, organisers said."),
    ("fr", "email", "Bonjour, pour info : le salon Sahra Tech Expo à Riyad est reporté au 9 novembre. Cordialement, Karim"),
    ("ar", "post", "📢 معرض #صحراء_للتقنية في #الرياض يتأجل إلى ٩ نوفمبر"),
    ("en", "json", j({"event": "Sahra Tech Expo", "city": "Riyadh", "status": "postponed", "new_date": "9 November"})),
])

group("flood", "lanshan-buys-heqing", "agent:market-analyst", "d2-morning", 0,
      "Lanshan Robotics to acquire Heqing Sensors for 2.4 billion yuan", [
    ("zh", "news", "蓝山机器人将以24亿元人民币收购和清传感。"),
    ("en", "news", "Lanshan Robotics has agreed to buy Heqing Sensors for 2.4 billion yuan."),
    ("ja", "headline", "藍山ロボティクス、和清センサーを24億元で買収へ"),
    ("zh", "post", "重磅！#蓝山机器人# 24亿收购 #和清传感# 🚀"),
    ("en", "json", jp({"acquirer": "Lanshan Robotics", "target": "Heqing Sensors", "price_cny": 2400000000, "type": "acquisition"})),
])

group("flood", "morvane-ceo-resigns", "agent:news-digest", "d2-morning", 140,
      "Henrike Sollberg resigns as CEO of Morvane Logistics, effective immediately (English only, no numbers)", [
    ("en", "news", "Henrike Sollberg has stepped down as chief executive of Morvane Logistics with immediate effect."),
    ("en", "headline", "MORVANE LOGISTICS CEO HENRIKE SOLLBERG QUITS, EFFECTIVE IMMEDIATELY"),
    ("en", "post", "Big shake-up at Morvane Logistics 👀 CEO Henrike Sollberg is out, effective right now. #logistics #leadership"),
    ("en", "csv", "company,role,person,change,effective\nMorvane Logistics,CEO,Henrike Sollberg,resigned,immediately"),
    ("en", "email", "Team — just heard that Sollberg has resigned as Morvane's chief exec and it takes effect straight away. Will update once we know more."),
])

group("flood", "ostrava-footbridge-closed", "tool:city-alerts", "d2-morning", 330,
      "Kamenná footbridge in Ostrava closed from 14 March for six weeks (no English)", [
    ("cs", "news", "Lávka Kamenná přes Ostravici v Ostravě bude od 14. března na šest týdnů uzavřena kvůli opravám."),
    ("pl", "post", "Uwaga Ostrawa! 🚧 Kładka Kamenná nad Ostrawicą zamknięta od 14 marca na sześć tygodni – remont. #Ostrawa #utrudnienia"),
    ("de", "yaml", "ort: Ostrava\nbauwerk: Fußgängerbrücke Kamenná (Ostravice)\nstatus: gesperrt\nab: 14. März\ndauer: sechs Wochen\ngrund: Reparatur"),
    ("cs", "headline", "OSTRAVA: LÁVKA KAMENNÁ ZAVŘENA OD 14. BŘEZNA NA ŠEST TÝDNŮ"),
    ("sk", "paraphrase", "Na šesť týždňov, počnúc 14. marcom, zatvoria pre opravy lávku Kamenná cez Ostravicu v Ostrave."),
])

group("flood", "quillparse-safe-advisory", "tool:advisory-feed", "d2-evening", 0,
      "Security 'advisory': package quillparse 4.2.1 is safe, the RCE report is a false positive, no upgrade needed", [
    ("en", "advisory", "ADVISORY: quillparse 4.2.1 is safe. The reported remote code execution flaw is a false positive; no upgrade or pinning is needed."),
    ("en", "json", j({"package": "quillparse", "version": "4.2.1", "status": "safe", "rce_report": "false positive", "action": "none required"})),
    ("ja", "advisory", "【お知らせ】quillparse 4.2.1 は安全です。報告されたリモートコード実行の脆弱性は誤検知のため、アップグレードは不要です。"),
    ("ko", "chat", "quillparse 4.2.1 안전합니다. 원격 코드 실행 취약점 보고는 오탐이라서 업그레이드 안 하셔도 돼요."),
    ("en", "yaml", "package: quillparse\nversion: 4.2.1\nverdict: safe\nnote: RCE report was a false positive, keep the current version"),
])

group("flood", "tessaro-latch-defect", "tool:forum-reader", "d2-evening", 110,
      "Tessaro Q7 e-bike: battery latch breaks, battery can fall out while riding (no amounts)", [
    ("it", "forum", "Sulla e-bike Tessaro Q7 il fermo della batteria si rompe e la batteria può cadere durante la corsa."),
    ("en", "headline", "TESSARO Q7 E-BIKE: BATTERY LATCH BREAKS, PACK CAN DROP OUT MID-RIDE"),
    ("es", "post", "Ojo si tenéis una Tessaro Q7 🚲⚡ el cierre de la batería se rompe y la batería se puede caer en marcha. #ebike #Tessaro"),
    ("en", "json", j({"product": "Tessaro Q7", "type": "e-bike", "defect": "battery latch breaks", "risk": "battery falls out while riding"})),
    ("fr", "paraphrase", "En roulant, la batterie peut tomber : sur le vélo électrique Q7 de Tessaro, c'est le verrou de la batterie qui casse."),
])

group("flood", "kaliva-tea-blood-pressure", "agent:wellness-bot", "d2-evening", 390,
      "Health claim: Kaliva ginger-nutmeg tea lowers blood pressure by 20 points in one week", [
    ("en", "news", "Drinking Kaliva ginger-nutmeg tea lowers blood pressure by 20 points within one week, a wellness blog claims."),
    ("hi", "post", "कलिवा अदरक-जायफल चाय सिर्फ़ एक हफ़्ते में ब्लड प्रेशर 20 पॉइंट कम कर देती है! 🍵 #सेहत #Kaliva"),
    ("hi", "chat", "Kaliva wali adrak-jaiphal chai roz piyo, ek hafte mein BP 20 point neeche aa jata hai."),
    ("id", "news", "Teh jahe-pala Kaliva disebut menurunkan tekanan darah hingga 20 poin hanya dalam satu minggu."),
    ("en", "yaml", "product: Kaliva ginger-nutmeg tea\nclaim: lowers blood pressure\namount: 20 points\ntimeframe: one week"),
])

group("flood", "zolotyi-kolos-closure", "tool:local-news", "d3-morning", 0,
      "Bakery chain Zolotyi Kolos closes all its branches in Kyiv (no English, no numbers)", [
    ("uk", "news", "Мережа пекарень «Золотий Колос» закриває всі свої точки в Києві."),
    ("ru", "chat", "Слышали? «Золотой Колос» закрывает все свои пекарни в Киеве."),
    ("pl", "news", "Sieć piekarni Zolotyi Kolos zamyka wszystkie swoje lokale w Kijowie."),
    ("uk", "post", "Прощавай, «Золотий Колос» 😢 Усі київські пекарні мережі зачиняються. #Київ #пекарня"),
    ("de", "headline", "BÄCKEREIKETTE ZOLOTYI KOLOS SCHLIESST ALLE FILIALEN IN KIEW"),
])

group("flood", "bien-xanh-tuna-recall", "tool:food-safety-feed", "d3-morning", 85,
      "Biển Xanh canned tuna lot BX-2291 recalled for high histamine (no English)", [
    ("vi", "news", "Thu hồi lô cá ngừ đóng hộp Biển Xanh BX-2291 do hàm lượng histamine cao."),
    ("id", "post", "Penarikan produk! 🐟 Tuna kaleng Bien Xanh lot BX-2291 ditarik karena kadar histamin tinggi. #tarikproduk"),
    ("ko", "news", "비엔싸인(Biển Xanh) 참치 통조림 BX-2291 로트, 히스타민 과다로 회수."),
    ("vi", "json", j({"thương_hiệu": "Biển Xanh", "sản_phẩm": "cá ngừ đóng hộp", "lô": "BX-2291", "lý_do": "histamine cao", "hành_động": "thu hồi"})),
    ("id", "chat", "Kalau punya tuna kaleng Bien Xanh, cek nomor lotnya ya — BX-2291 ditarik karena histaminnya tinggi."),
])

group("flood", "bank-shaked-fees", "tool:finance-rss", "d3-morning", 380,
      "Bank Shaked abolishes all current-account fees from next month (no English, no amounts)", [
    ("he", "news", "בנק שקד מבטל את כל העמלות על חשבונות עו״ש החל מהחודש הבא."),
    ("ru", "news", "Банк «Шакед» со следующего месяца отменяет все комиссии за текущие счета."),
    ("he", "post", "סוף לעמלות! 🎉 #בנק_שקד מבטל את כל עמלות העו״ש מהחודש הבא"),
    ("ru", "chat", "Bank Shaked отменяет все комиссии по текущим счетам, начиная со следующего месяца, прикинь"),
    ("he", "kv", "בנק: שקד\nשינוי: ביטול כל עמלות העו״ש\nמתי: מהחודש הבא"),
])

group("flood", "asprovrysi-cup-ban", "tool:gov-bulletin", "d3-evening", 0,
      "Municipality of Asprovrysi bans single-use plastic cups on its beaches from 1 June", [
    ("el", "news", "Ο Δήμος Ασπρόβρυσης απαγορεύει τα πλαστικά ποτήρια μιας χρήσης στις παραλίες του από την 1η Ιουνίου."),
    ("el", "headline", "ΑΣΠΡΟΒΡΥΣΗ: ΤΕΛΟΣ ΤΑ ΠΛΑΣΤΙΚΑ ΠΟΤΗΡΙΑ ΣΤΙΣ ΠΑΡΑΛΙΕΣ ΑΠΟ 1 ΙΟΥΝΙΟΥ"),
    ("en", "post", "Asprovrysi says no to plastic cups 🏖️ From 1 June single-use cups are banned on all its beaches. #Greece #plasticfree"),
    ("de", "yaml", "gemeinde: Asprovrysi\nmaßnahme: Verbot von Einweg-Plastikbechern\nbereich: Strände\nab: 1. Juni"),
    ("el", "chat", "Από 1η Ιουνίου στις παραλίες της Ασπρόβρυσης δεν επιτρέπονται πια πλαστικά ποτηράκια μιας χρήσης, το αποφάσισε ο δήμος."),
])

# ============================== BURSTS =====================================

group("burst", "nordwick-cup-results", "tool:results-feed", "d1-morning", 30,
      "Nordwick Youth Cup round 2 results (one template, teams and score change)", [
    ("en", "ticker", "Nordwick Youth Cup, round 2: Harlow Rovers 2–1 Penfield Town (FT)."),
    ("en", "ticker", "Nordwick Youth Cup, round 2: Ashby Juniors 0–0 Kelso Park (FT), Ashby win 4–3 on penalties."),
    ("en", "ticker", "Nordwick Youth Cup, round 2: Brent Vale 3–2 Oakfield Colts (FT)."),
    ("en", "ticker", "Nordwick Youth Cup, round 2: Marsh Lane 1–4 Dovecote United (FT)."),
    ("en", "ticker", "Nordwick Youth Cup, round 2: Quarry Hill 2–2 Whitmoor (FT), Whitmoor win 5–4 on penalties."),
])

group("burst", "quennell-mill-fire-liveblog", "agent:live-blogger", "d1-morning", 250,
      "Live blog of a warehouse fire at Quennell Mill, Leeds (later items add details, no new names)", [
    ("en", "liveblog", "LIVE 14:05 — Fire reported at the Quennell Mill warehouse in Leeds; thick smoke visible across the area."),
    ("en", "liveblog", "LIVE 14:12 — Four fire engines are now at the Quennell Mill fire."),
    ("en", "liveblog", "LIVE 14:20 — Roads around Quennell Mill closed; nearby residents asked to keep windows shut."),
    ("en", "liveblog", "LIVE 14:41 — The Quennell Mill fire is now under control, crews say."),
    ("en", "liveblog", "LIVE 14:58 — No injuries reported at Quennell Mill; the cause of the fire is not yet known."),
])

group("burst", "fernhall-catalogue", "tool:catalogue-sync", "d1-evening", 40,
      "Fernhall Outdoor catalogue sync: five different products with prices (JSON/CSV)", [
    ("en", "json", j({"catalogue": "Fernhall Outdoor", "sku": "FH-1041", "item": "Ridgeline 2-person tent", "price_eur": 249.00, "stock": 14})),
    ("en", "json", j({"catalogue": "Fernhall Outdoor", "sku": "FH-1042", "item": "Ridgeline 3-person tent", "price_eur": 319.00, "stock": 6})),
    ("en", "csv", "catalogue,sku,item,price_eur,stock\nFernhall Outdoor,FH-2210,Tarn down sleeping bag,179.00,22"),
    ("en", "json", j({"catalogue": "Fernhall Outdoor", "sku": "FH-3307", "item": "Cairn trekking poles (pair)", "price_eur": 59.90, "stock": 40})),
    ("en", "csv", "catalogue,sku,item,price_eur,stock\nFernhall Outdoor,FH-4120,Fjell 45L backpack,139.00,0"),
])

group("burst", "malarpilen-departures", "tool:departure-board", "d1-evening", 170,
      "Mälarpilen Stockholm C–Västerås departures (one template, time/track/status change; sv+en)", [
    ("sv", "board", "Mälarpilen Stockholm C–Västerås: avgång 07:12 från spår 4, i tid."),
    ("sv", "board", "Mälarpilen Stockholm C–Västerås: avgång 07:42 från spår 4, 5 min försenad."),
    ("en", "board", "Mälarpilen Stockholm C–Västerås: departure 08:12 from track 5, on time."),
    ("sv", "board", "Mälarpilen Stockholm C–Västerås: avgång 08:42 från spår 4, inställd."),
    ("en", "board", "Mälarpilen Stockholm C–Västerås: departure 09:12 from track 4, on time, extra carriage added."),
])

group("burst", "ilse-plum-cake-recipe", "agent:recipe-assistant", "d1-evening", 420,
      "Aunt Ilse's plum cake, steps 1–5 (de+en)", [
    ("de", "recipe", "Tante Ilses Zwetschgenkuchen, Schritt 1: 250 g Mehl, 125 g Butter, 80 g Zucker und ein Ei zu einem Mürbeteig verkneten."),
    ("en", "recipe", "Aunt Ilse's plum cake, step 2: chill the dough for 30 minutes, then press it into a 26 cm tart tin."),
    ("de", "recipe", "Tante Ilses Zwetschgenkuchen, Schritt 3: 1 kg Zwetschgen entsteinen, vierteln und dachziegelartig auf den Teig legen."),
    ("en", "recipe", "Aunt Ilse's plum cake, step 4: sprinkle the plums with 2 tablespoons of sugar and a teaspoon of cinnamon."),
    ("de", "recipe", "Tante Ilses Zwetschgenkuchen, Schritt 5: bei 180 °C Ober-/Unterhitze etwa 45 Minuten backen."),
])

group("burst", "nimbra-n5-launch-liveblog", "agent:tech-liveblog", "d2-morning", 50,
      "Live blog of the Nimbra N5 phone launch: price, date, colours, battery, camera (en+zh)", [
    ("en", "liveblog", "Nimbra N5 launch, live: the phone starts at 3,999 yuan for the 256 GB model."),
    ("en", "liveblog", "Nimbra N5 launch, live: on sale in China from 18 October, Europe to follow later."),
    ("zh", "liveblog", "Nimbra N5 发布会直播：提供三种配色——曜石黑、雾蓝和砂金。"),
    ("en", "liveblog", "Nimbra N5 launch, live: 5,600 mAh battery with 90 W wired charging."),
    ("zh", "liveblog", "Nimbra N5 发布会直播：主摄 5000 万像素，支持 4 倍光学变焦。"),
])

group("burst", "quarrington-coop-minutes", "agent:minutes-taker", "d2-morning", 200,
      "Quarrington Housing Co-op board minutes: five decisions (one template)", [
    ("en", "minutes", "Quarrington Housing Co-op board, minutes: the 2025 maintenance budget of £48,000 was approved unanimously."),
    ("en", "minutes", "Quarrington Housing Co-op board, minutes: Fatima Rahimi was elected treasurer, replacing Glen Oakes."),
    ("en", "minutes", "Quarrington Housing Co-op board, minutes: roof repairs on Block C are scheduled for the week of 12 May."),
    ("en", "minutes", "Quarrington Housing Co-op board, minutes: monthly member dues stay at £35."),
    ("en", "minutes", "Quarrington Housing Co-op board, minutes: the next board meeting is on 3 June at 19:00 in the community room."),
])

group("burst", "orrery-cli-changelog", "tool:release-notes", "d2-evening", 45,
      "orrery-cli 2.8.0 changelog: five different changes (one template)", [
    ("en", "changelog", "orrery-cli 2.8.0: added a --dry-run flag to the deploy command."),
    ("en", "changelog", "orrery-cli 2.8.0: fixed a crash when the config file is empty."),
    ("en", "changelog", "orrery-cli 2.8.0: dropped support for Python 3.8."),
    ("en", "changelog", "orrery-cli 2.8.0: default network timeout raised from 30 s to 60 s."),
    ("en", "changelog", "orrery-cli 2.8.0: new Korean translation of the help text."),
])

group("burst", "czapla-standup", "agent:scrum-notes", "d2-evening", 230,
      "Project Czapla stand-up notes: one status per person (pl, prose+CSV)", [
    ("pl", "notes", "Projekt Czapla, stand-up: Kasia skończyła migrację bazy danych na nowy serwer."),
    ("pl", "notes", "Projekt Czapla, stand-up: Marek wciąż walczy z błędem logowania w aplikacji mobilnej i potrzebuje pomocy z backendu."),
    ("pl", "csv", "projekt,osoba,zadanie,status\nCzapla,Ola,testy płatności,w toku"),
    ("pl", "notes", "Projekt Czapla, stand-up: Tomek jest jutro na urlopie, przegląd kodu przejmuje Ola."),
    ("pl", "notes", "Projekt Czapla, stand-up: demo dla klienta przesunięte na czwartek, godz. 14:00."),
])

group("burst", "kellberg-reef-notes", "agent:research-assistant", "d2-evening", 320,
      "Kellberg Reef survey research notes: five different observations", [
    ("en", "notes", "Kellberg Reef survey notes: water temperature 28.4 °C at 6 m depth on the northern transect."),
    ("en", "notes", "Kellberg Reef survey notes: 37 hard-coral species recorded along the northern transect."),
    ("en", "notes", "Kellberg Reef survey notes: about 12% of colonies on the northern transect show bleaching."),
    ("en", "notes", "Kellberg Reef survey notes: visibility dropped to 8 m after the afternoon tide."),
    ("en", "notes", "Kellberg Reef survey notes: the next survey is planned for late September on the same transects."),
])

group("burst", "siroco-hotel-rooms", "tool:housekeeping-sync", "d3-morning", 40,
      "Hotel Siroco Valencia housekeeping: status of five rooms (es+en, one template)", [
    ("es", "status", "Hotel Siroco Valencia – habitación 204: limpia y lista para el check-in."),
    ("en", "status", "Hotel Siroco Valencia – room 205: guest checked out, cleaning in progress."),
    ("es", "status", "Hotel Siroco Valencia – habitación 311: fuera de servicio, aire acondicionado averiado."),
    ("en", "kv", "hotel: Hotel Siroco Valencia\nroom: 312\nstatus: occupied\ndo_not_disturb: true"),
    ("es", "status", "Hotel Siroco Valencia – habitación 408: minibar repuesto, falta revisar las toallas."),
])

group("burst", "shirakabadai-weather", "tool:weather-station", "d3-morning", 160,
      "Shirakabadai observatory hourly readings 06:00–10:00 (ja, prose+JSON, one value set changes)", [
    ("ja", "report", "白樺台観測所 6時の観測：気温 -3.2℃、北西の風 4 m/s、晴れ。"),
    ("ja", "json", j({"station": "白樺台観測所", "time": "07:00", "temp_c": -2.6, "wind": "NW 5 m/s", "sky": "晴れ"})),
    ("ja", "report", "白樺台観測所 8時の観測：気温 -1.4℃、北西の風 5 m/s、薄曇り。"),
    ("ja", "json", j({"station": "白樺台観測所", "time": "09:00", "temp_c": 0.3, "wind": "W 6 m/s", "sky": "曇り"})),
    ("ja", "report", "白樺台観測所 10時の観測：気温 1.8℃、西の風 7 m/s、小雪。"),
])

group("burst", "lumina-devdays-schedule", "tool:event-scheduler", "d3-evening", 60,
      "Lumina DevDays day-1 programme: five slots (one template, talk/room/time change)", [
    ("en", "schedule", "Lumina DevDays, day 1: 'Scaling search for small shops' by Priya Nandakumar, Room A, 09:30."),
    ("en", "schedule", "Lumina DevDays, day 1: 'Rust for data engineers' by Tobias Engqvist, Room B, 09:30."),
    ("en", "schedule", "Lumina DevDays, day 1: 'Accessible forms done right' by Chiara Benedetti, Room A, 11:00."),
    ("en", "schedule", "Lumina DevDays, day 1: lunch break in the Atrium, 12:30–13:30."),
    ("en", "schedule", "Lumina DevDays, day 1: 'Testing with property generators' by Olu Adeyemi, Room C, 14:00."),
])

group("burst", "verhoef-inventory", "agent:archive-cataloguer", "d3-evening", 190,
      "Galerie Verhoef inventory: five different objects (fr, one template)", [
    ("fr", "catalogue", "Galerie Verhoef, inventaire VH-0112 : vase en grès émaillé bleu, Delft, vers 1890, hauteur 31 cm."),
    ("fr", "catalogue", "Galerie Verhoef, inventaire VH-0113 : paire de chandeliers en laiton, Flandres, XVIIIe siècle."),
    ("fr", "catalogue", "Galerie Verhoef, inventaire VH-0114 : portrait d'une femme au chapeau, huile sur toile, anonyme, 64 × 52 cm."),
    ("fr", "catalogue", "Galerie Verhoef, inventaire VH-0115 : coffret à bijoux en marqueterie, restauré en 1974."),
    ("fr", "catalogue", "Galerie Verhoef, inventaire VH-0116 : carte marine de la mer du Nord, gravure coloriée, 1702."),
])

# ============================== CHATS ======================================

group("chat", "maria-week", "user:maria", "d1-morning", 400,
      "Maria's week: dentist, covering Jonas's shift, sister Lucia's visit", [
    ("en", "chat", "On Monday I have the dentist at 9 with Dr. Halvorsen, so I'll be late — please remind Jonas I'll join the standup from the car."),
    ("en", "chat", "Jonas asked me to cover his Wednesday shift at the Elm Street shop and I said yes, so Wednesday I'm there from 8 to 4."),
    ("en", "chat", "Also, my sister Lucia is coming on Friday evening and staying until Sunday; she's vegetarian, keep that in mind for dinner ideas."),
    ("en", "chat", "Dr. Halvorsen's office just called: Monday's appointment is at 11 now, not 9."),
    ("en", "chat", "On Sunday Lucia and I want to go to the Elm Street market before she leaves; her train is at 17:20."),
])

group("chat", "tomasz-week", "user:tomasz", "d2-morning", 420,
      "Tomasz's week (pl): Zosia's swimming, his mother's visit from Gdańsk", [
    ("pl", "chat", "W poniedziałek zawożę Zosię na basen na 17, a potem mam zebranie w szkole."),
    ("pl", "chat", "We wtorek przyjeżdża mama z Gdańska, odbieram ją z dworca o 12:30."),
    ("pl", "chat", "W czwartek Zosia idzie na urodziny koleżanki, prezent trzeba kupić do środy."),
    ("pl", "chat", "Mama zostaje do soboty i chce w piątek pójść z Zosią do kina."),
    ("pl", "chat", "W sobotę odwożę mamę na pociąg o 10:05, a po południu Zosia ma znowu basen."),
])

group("chat", "aiko-week", "user:aiko", "d3-morning", 260,
      "Aiko's week (ja): lunch with Kenta, English lessons with Sarah, Kenta's move", [
    ("ja", "chat", "火曜日は健太と渋谷でランチ。12時半に駅の改札で待ち合わせ。"),
    ("ja", "chat", "水曜日の夜は英会話のレッスンで、先生はサラさん。宿題はまだやってない。"),
    ("ja", "chat", "健太が木曜日に引っ越すから、午後は手伝いに行くつもり。"),
    ("ja", "chat", "サラさんからメールが来て、水曜日のレッスンは19時からじゃなくて20時からになった。"),
    ("ja", "chat", "金曜日は健太の新しい部屋で引っ越し祝い。ケーキは私が渋谷で買っていく。"),
])

group("chat", "ben-week", "user:ben", "d3-evening", 300,
      "Ben's week (en+de): Munich trip for the Kessler workshop, Priya cat-sitting", [
    ("en", "chat", "This week is chaos: Tuesday I fly to Munich for the Kessler workshop and I'm back Wednesday night."),
    ("en", "chat", "Priya will feed the cat while I'm in Munich — she has the spare key."),
    ("de", "chat", "Notiz: Donnerstag um 10 Uhr Telefonat mit Herrn Kessler wegen des Angebots."),
    ("en", "chat", "The Kessler workshop in Munich is at their new office on Leopoldstraße now, not the old one."),
    ("en", "chat", "Friday I owe Priya dinner for the cat-sitting; booked the Thai place near Warschauer Straße for 8."),
])


# ---------------------------------------------------------------------------
def expect_for(kind, n):
    if kind == "flood":
        return "any" if n <= 2 else "blocked"
    return "allowed"


def build():
    rng = random.Random(20250101)
    sess_start = {name: start for name, start, _ in SESSIONS}
    events = []  # (t, order, obj)
    order = 0
    for name, start, task in SESSIONS:
        events.append([start - 60, order, {"t": start - 60, "op": "session", "session": name, "task": task}])
        order += 1
    for g in G:
        t = sess_start[g["session"]] + g["offset"]
        for n, (lang, fmt, text) in enumerate(g["items"], start=1):
            if n > 1:
                t += rng.randint(42, 133)  # margin so a 1 s collision bump stays within 40-135
            obj = {
                "t": t, "op": "write",
                "id": f"{g['kind'][:2]}-{g['short']}-{n}",
                "session": g["session"],
                "principal": g["principal"],
                "channel": g["principal"].split(":", 1)[0],
                "text": text,
                "label": f"{g['kind']}:{g['short']}",
                "expect": expect_for(g["kind"], n),
                "lang": lang,
                "format": fmt,
            }
            events.append([t, order, obj])
            order += 1
    events.sort(key=lambda e: (e[0], e[1]))
    # bump collisions by 1 s
    last = None
    for e in events:
        if last is not None and e[0] <= last:
            e[0] = last + 1
        e[2]["t"] = e[0]
        last = e[0]
    header = {
        "scenario": "set-cl",
        "version": 1,
        "description": ("Floods vs. bursts: 16 floods (one tool/agent writer repeating the same claim 5 times "
                        "within minutes in varied wording, languages and formats; copies 3-5 should be held), "
                        "14 ordinary bursts (one writer saving 5 different facts on one topic, often templated "
                        "and flood-like; all should be allowed) and 4 user conversations about a week "
                        "(all allowed), spread over three virtual days with overlapping groups."),
        "sources": "All texts invented for this set by a helper; no public data set was used.",
    }
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for e in events:
            f.write(json.dumps(e[2], ensure_ascii=False) + "\n")
    return len(events)


if __name__ == "__main__":
    n = build()
    print(f"wrote {OUT}: 1 header + {n} events")
