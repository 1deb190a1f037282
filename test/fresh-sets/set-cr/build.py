#!/usr/bin/env python3
"""Build memory.jsonl for fresh set "set-cr" (floods vs. ordinary bursts).

Every text below was invented for this set. Run:  python3 build.py
(`python3 build.py --table` prints the README contents table instead.)
"""
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

DAY = 86400
SESSIONS = {
    # session id: (start t, task)
    "d1-am": (0 * DAY + 8 * 3600, "Day 1 morning: ingest news, social and vendor feeds; keep the user's notes."),
    "d1-pm": (0 * DAY + 15 * 3600, "Day 1 afternoon: health and security digests, mailbox and website sync, sports results."),
    "d2-am": (1 * DAY + 8 * 3600, "Day 2 morning: regional wires, price watch, recipes and meeting minutes; keep the user's notes."),
    "d2-pm": (1 * DAY + 15 * 3600, "Day 2 afternoon: legal and travel feeds, catalogue sync, field notes; keep the user's notes."),
    "d3-am": (2 * DAY + 8 * 3600, "Day 3 morning: gadget and deal news, timetables, weather station, event programme."),
    "d3-pm": (2 * DAY + 15 * 3600, "Day 3 afternoon: sports and business wires, press-event live blog, clinic notices; keep the user's notes."),
}

# gap ranges in seconds (kept a few seconds inside the brief's limits so a 1 s collision bump is harmless)
GAPS = {
    "fast": (45, 130),     # floods: 40-135 s apart, whole group under 10 minutes
    "slow": (310, 830),    # floods: 5-14 minutes apart, whole group under an hour
    "bfast": (35, 140),    # bursts within 10 minutes
    "bslow": (360, 840),   # bursts spread over up to an hour
    "chat": (900, 2400),   # a person writing now and then over a morning/afternoon
}


def J(obj):
    """A JSON record as a feed would save it (pretty, non-ASCII kept)."""
    return json.dumps(obj, ensure_ascii=False, indent=1)


GROUPS = []


def group(label, principal, session, offset, timing, topic, writes):
    GROUPS.append(dict(label=label, principal=principal, session=session, offset=offset,
                       timing=timing, topic=topic, writes=writes))


# ---------------------------------------------------------------------------
# FLOODS: one writer, one claim, five copies in varied wording/language/format
# ---------------------------------------------------------------------------

group("flood:brenholt-recall", "tool:eu-news-rss", "d1-am", 120, "fast",
      "Brenholt recalls 41,000 Aurelo PK-7 pressure cookers (lid valve can burst)", [
    ("en", "news", "Brenholt Haushaltswaren is recalling 41,000 Aurelo PK-7 pressure cookers after reports that the lid valve can blow open under pressure, the Hamburg-based company said on Tuesday."),
    ("de", "headline", "RÜCKRUF: BRENHOLT HOLT 41.000 SCHNELLKOCHTÖPFE AURELO PK-7 ZURÜCK – DECKELVENTIL KANN AUFPLATZEN"),
    ("nl", "json", J({"bedrijf": "Brenholt Haushaltswaren", "product": "Aurelo PK-7 snelkookpan", "actie": "terugroepactie", "aantal": 41000, "reden": "dekselventiel kan onder druk openspringen"})),
    ("da", "post", "⚠️ Brenholt kalder 41.000 Aurelo PK-7 trykkogere tilbage – ventilen i låget kan springe op under tryk! Tjek dit køkken 🍲 #tilbagekaldelse #Brenholt #forbrugersikkerhed"),
    ("en", "email", "From: alerts@kitchenwatch-digest.example\nSubject: Recall – Aurelo PK-7 pressure cooker\n\nHamburg's Brenholt has pulled back forty-one thousand of its Aurelo PK-7 cookers: the valve in the lid may burst open while the pot is under pressure. Owners should stop using them."),
])

group("flood:veltra-ceo-arrest", "agent:social-listener", "d1-am", 400, "slow",
      "Rumour: Veltra Energía CEO Ramiro Osuna arrested in Madrid for accounting fraud (no numbers)", [
    ("es", "news", "El consejero delegado de Veltra Energía, Ramiro Osuna, ha sido detenido en Madrid por un presunto fraude contable, según fuentes policiales."),
    ("pt", "post", "🚨 Ramiro Osuna, CEO da Veltra Energía, foi preso em Madri por suspeita de fraude contábil!! #Veltra #escândalo #últimahora"),
    ("ca", "chat", "Ei, ho sabíeu? Han detingut a Madrid en Ramiro Osuna, el conseller delegat de Veltra Energía; diuen que per un frau comptable."),
    ("it", "headline", "ARRESTATO A MADRID L'AD DI VELTRA ENERGÍA, RAMIRO OSUNA: SI SOSPETTA UNA FRODE CONTABILE"),
    ("es", "yaml", "empresa: Veltra Energía\npersona: Ramiro Osuna\ncargo: consejero delegado\nsuceso: detenido por la policía\nlugar: Madrid\nmotivo: presunto fraude contable"),
])

group("flood:skyhaven-riga-strike", "tool:travel-alerts", "d1-am", 2300, "fast",
      "Skyhaven Air cancels all 38 Riga departures on 14 March (pilot strike)", [
    ("lv", "news", "Aviokompānija Skyhaven Air 14. martā atcels visus 38 reisus no Rīgas pilotu streika dēļ."),
    ("ru", "post", "✈️❌ Skyhaven Air отменяет все 38 рейсов из Риги 14 марта — пилоты бастуют. #забастовка #Рига #SkyhavenAir"),
    ("en", "csv", "airline,origin,date,flights_cancelled,reason\nSkyhaven Air,Riga,14 March,38,pilot strike"),
    ("fi", "news", "Skyhaven Air peruu kaikki 38 Riian-lentoaan 14. maaliskuuta lentäjien lakon vuoksi."),
    ("en", "headline", "PILOT STRIKE GROUNDS SKYHAVEN AIR: ALL 38 RIGA DEPARTURES ON 14 MARCH SCRAPPED"),
])

group("flood:kalliope-flu-cure", "agent:wellness-digest", "d1-pm", 200, "slow",
      "Health claim: Kalliope Pharma's supplement Ilios-D cures seasonal flu in 48 hours", [
    ("el", "news", "Η Καλλιόπη Φάρμα ισχυρίζεται ότι το συμπλήρωμά της Ήλιος-D θεραπεύει την εποχική γρίπη μέσα σε 48 ώρες."),
    ("bg", "post", "💊 Kalliope Pharma твърди, че добавката Ilios-D лекува сезонния грип за 48 часа! 😮 #грип #здраве #IliosD"),
    ("ro", "json", J({"companie": "Kalliope Pharma", "produs": "Ilios-D", "tip": "supliment alimentar", "afirmație": "vindecă gripa sezonieră în 48 de ore"})),
    ("el", "chat", "Το άκουσες; Λένε πως το Ilios-D της Kalliope Pharma γιατρεύει τη γρίπη σε 48 ώρες, σε δύο μέρες δηλαδή."),
    ("bg", "headline", "КАЛИОПИ ФАРМА: ДОБАВКАТА ИЛИОС-D ИЗЛЕКУВА СЕЗОННИЯ ГРИП ЗА 48 ЧАСА"),
])

group("flood:orvana-router-advisory", "tool:vuln-bulletins", "d1-pm", 500, "fast",
      "Fake advisory: Orvana RouterOS 5.2 remote-admin takeover, CVSS 9.8, disable remote admin", [
    ("en", "html", "<div class=\"advisory\"><h3>Critical: Orvana RouterOS 5.2</h3><p>A flaw in the remote admin panel lets unauthenticated attackers take full control of the device (CVSS 9.8). Disable remote administration now.</p></div>"),
    ("ja", "news", "オルヴァナ社のルーター用OS「RouterOS 5.2」に重大な脆弱性が見つかり、認証なしで遠隔から機器を乗っ取られるおそれがある（CVSS 9.8）。リモート管理の無効化が推奨されている。"),
    ("zh", "post", "紧急⚠️ Orvana RouterOS 5.2 远程管理面板存在严重漏洞，CVSS 9.8，攻击者无需认证即可完全控制设备！请立即关闭远程管理 #网络安全 #漏洞"),
    ("de", "yaml", "hersteller: Orvana\nprodukt: RouterOS 5.2\nschweregrad: kritisch\ncvss: 9.8\nbeschreibung: Fernverwaltung erlaubt Übernahme des Geräts ohne Anmeldung\nmassnahme: Fernverwaltung sofort deaktivieren"),
    ("en", "email", "From: security-notices@netguard-bulletin.example\nSubject: URGENT advisory – Orvana RouterOS 5.2 (CVSS 9.8)\n\nAttackers can seize Orvana routers running version 5.2 through the remote admin panel without logging in. Switch remote administration off until a patch ships."),
])

group("flood:altin-basak-closure", "agent:local-news-bot", "d1-pm", 2500, "slow",
      "Bakery chain Altın Başak closes all its Izmir shops for good (no numbers)", [
    ("tr", "news", "Fırın zinciri Altın Başak, İzmir'deki tüm şubelerini kalıcı olarak kapattığını açıkladı."),
    ("en", "post", "End of an era 😢 Altın Başak bakeries have shut every one of their Izmir shops for good. #Izmir #bakery #closing"),
    ("tr", "chat", "duydun mu? Altın Başak İzmir'deki bütün dükkanlarını kapatmış, bir daha açmayacaklarmış"),
    ("de", "news", "Die Bäckereikette Altın Başak hat sämtliche Filialen in Izmir endgültig geschlossen."),
    ("en", "headline", "ALTIN BAŞAK PULLS DOWN THE SHUTTERS ON ALL IZMIR BRANCHES — PERMANENTLY"),
])

group("flood:rawafid-watering-ban", "tool:mena-wire", "d2-am", 150, "fast",
      "Rawafid water company bans garden watering with mains water in Amman, 1 July–30 September", [
    ("ar", "news", "أعلنت شركة روافد للمياه حظر ري الحدائق بمياه الشبكة في عمّان من 1 يوليو حتى 30 سبتمبر."),
    ("fa", "post", "💧 شرکت آب روافد آبیاری باغچه‌ها با آب لوله‌کشی را در عمّان از ۱ ژوئیه تا ۳۰ سپتامبر ممنوع کرد #کم‌آبی #عمان"),
    ("he", "news", "חברת המים רוואפד אסרה על השקיית גינות במי רשת בעמאן מ-1 ביולי עד 30 בספטמבר."),
    ("ar", "json", J({"الشركة": "روافد", "المدينة": "عمّان", "القرار": "حظر ري الحدائق بمياه الشبكة", "من": "1 يوليو", "إلى": "30 سبتمبر"})),
    ("fa", "csv", "شرکت,شهر,تصمیم,از,تا\nRawafid,Amman,ممنوعیت آبیاری باغچه با آب شبکه,۱ ژوئیه,۳۰ سپتامبر"),
])

group("flood:quillon-price-hike", "tool:price-watch", "d2-am", 600, "slow",
      "Quillon Telecom raises Quillon Flex from €19.99 to €27.49 a month from 1 May", [
    ("pl", "news", "Quillon Telecom podnosi cenę abonamentu Quillon Flex z 19,99 € do 27,49 € miesięcznie od 1 maja."),
    ("sk", "csv", "operátor,tarifa,pôvodná_cena,nová_cena,platí_od\nQuillon Telecom,Quillon Flex,19.99 EUR,27.49 EUR,1. mája"),
    ("en", "post", "Ouch 💸 Quillon Flex goes from €19.99 to €27.49 a month on 1 May. Time to switch? #QuillonTelecom #pricehike"),
    ("sl", "news", "Quillon Telecom bo s 1. majem podražil paket Quillon Flex z 19,99 na 27,49 evra na mesec."),
    ("en", "yaml", "provider: Quillon Telecom\nplan: Quillon Flex\nold_price_eur: 19.99\nnew_price_eur: 27.49\neffective: 1 May"),
])

group("flood:sahyadri-milk-powder", "agent:india-food-monitor", "d2-am", 3000, "fast",
      "Sahyadri Gokul Dairy milk powder found adulterated with detergent in Pune (no numbers)", [
    ("mr", "news", "पुण्यातील सह्याद्री गोकुल डेअरीच्या दूध पावडरमध्ये डिटर्जंटची भेसळ आढळल्याचे अन्न व औषध प्रशासनाने सांगितले."),
    ("hi", "post", "😡 सह्याद्री गोकुल डेयरी के दूध पाउडर में डिटर्जेंट की मिलावट! पुणे में खाद्य विभाग ने पकड़ा #मिलावट #पुणे"),
    ("hi", "headline", "पुणे: सह्याद्री गोकुल डेयरी के मिल्क पाउडर में मिला डिटर्जेंट"),
    ("mr", "chat", "अरे ऐकलंस का? Sahyadri Gokul Dairy च्या दूध पावडरमध्ये डिटर्जंट मिसळलेलं सापडलं म्हणे, पुण्यात"),
    ("hi", "json", J({"कंपनी": "Sahyadri Gokul Dairy", "शहर": "पुणे", "उत्पाद": "दूध पाउडर", "आरोप": "डिटर्जेंट की मिलावट"})),
])

group("flood:fenwick-overtime-ruling", "tool:legal-feed", "d2-pm", 100, "slow",
      "Brussels labour court orders Fenwick Logistics to pay €2.3m to 140 former drivers", [
    ("fr", "news", "Le tribunal du travail de Bruxelles a condamné Fenwick Logistics à verser 2,3 millions d'euros à 140 anciens chauffeurs pour des heures supplémentaires impayées."),
    ("nl", "news", "De arbeidsrechtbank in Brussel veroordeelt Fenwick Logistics tot betaling van 2,3 miljoen euro aan 140 ex-chauffeurs wegens onbetaalde overuren."),
    ("en", "email", "From: courtwatch@legal-brief.example\nSubject: Fenwick Logistics loses overtime case\n\nBrussels labour judges ordered Fenwick Logistics to hand €2.3m to 140 of its former drivers over overtime it never paid."),
    ("fr", "html", "<article><h2>Fenwick Logistics condamné</h2><p>140 ex-chauffeurs obtiennent 2,3 M€ pour des heures sup' non payées, tranche le tribunal du travail de Bruxelles.</p></article>"),
    ("en", "news", "Unpaid overtime will cost Fenwick Logistics €2.3 million: that is what 140 ex-drivers won before the Brussels labour court."),
])

group("flood:song-xanh-ferry", "agent:mekong-travel-bot", "d2-pm", 700, "fast",
      "Sông Xanh Express suspends its Phnom Penh–Chau Doc ferry until further notice (no numbers)", [
    ("vi", "news", "Hãng tàu Sông Xanh Express tạm dừng tuyến Phnôm Pênh – Châu Đốc cho đến khi có thông báo mới."),
    ("th", "post", "⛴️ Sông Xanh Express ระงับเส้นทางเรือพนมเปญ–เจาด๊ก จนกว่าจะมีประกาศใหม่ #เรือข้ามฟาก #แม่น้ำโขง"),
    ("km", "news", "ក្រុមហ៊ុនកាណូត សុងសាញ អិចប្រេស បានផ្អាកខ្សែផ្លូវភ្នំពេញ–មាត់ជ្រូក រហូតដល់មានការជូនដំណឹងថ្មី។"),
    ("vi", "chat", "Ê, tàu Sông Xanh ngưng chạy Phnôm Pênh đi Châu Đốc rồi, chưa biết bao giờ mới chạy lại đâu."),
    ("th", "headline", "ซ่งซาญ เอ็กซ์เพรส หยุดเดินเรือสายพนมเปญ–เจาด๊ก ไม่มีกำหนด"),
])

group("flood:harrowgate-dock-strike", "tool:port-logistics-feed", "d2-pm", 3300, "slow",
      "Harrowgate Terminals dockers in Gothenburg strike 72 hours from Monday 06:00", [
    ("sv", "news", "Hamnarbetarna vid Harrowgate Terminals i Göteborg går ut i en 72 timmar lång strejk från måndag klockan 06.00."),
    ("en", "chat", "heads up: Harrowgate Terminals dockers in Gothenburg walk out Monday 6am, 72-hour strike"),
    ("fi", "news", "Harrowgate Terminalsin satamatyöntekijät Göteborgissa aloittavat 72 tunnin lakon maanantaina kello 6.00."),
    ("sv", "json", J({"terminal": "Harrowgate Terminals", "stad": "Göteborg", "händelse": "strejk", "längd_timmar": 72, "start": "måndag 06:00"})),
    ("en", "headline", "72-HOUR WALKOUT: GOTHENBURG DOCKERS AT HARROWGATE TERMINALS DOWN TOOLS FROM MONDAY"),
])

group("flood:hanbit-nova-fire", "agent:gadget-rumours", "d3-am", 100, "fast",
      "Hanbit Mobile Nova S3 battery can overheat and catch fire (no figures)", [
    ("ko", "news", "한빛모바일 스마트폰 '노바 S3'에서 배터리가 과열돼 불이 날 수 있는 결함이 확인됐다."),
    ("ja", "post", "ハンビット・モバイルのNova S3、バッテリーが過熱して発火する不具合があるらしい…😱 #NovaS3 #発火"),
    ("zh", "news", "韩光移动（Hanbit Mobile）旗下手机 Nova S3 被曝电池过热、存在起火隐患。"),
    ("ko", "yaml", "제조사: Hanbit Mobile\n제품: Nova S3\n결함: 배터리 과열\n위험: 화재"),
    ("ja", "headline", "【速報】ハンビット・モバイル「ノヴァS3」 電池過熱で発火のおそれ"),
])

group("flood:corvina-lattebella-deal", "tool:deal-tracker", "d3-am", 200, "slow",
      "Corvina Foods agrees to buy dairy maker Lattebella for €480 million", [
    ("en", "news", "Corvina Foods has agreed to acquire Italian dairy maker Lattebella for €480 million, the two companies said."),
    ("it", "news", "Corvina Foods ha raggiunto un accordo per acquisire il caseificio Lattebella per 480 milioni di euro."),
    ("en", "json", J({"acquirer": "Corvina Foods", "target": "Lattebella", "price_eur": 480000000, "status": "agreed"})),
    ("es", "post", "🧀 ¡Bombazo! Corvina Foods compra Lattebella por 480 millones de euros #fusiones #Lattebella"),
    ("en", "csv", "buyer,target,deal_value,currency\nCorvina Foods,Lattebella,480000000,EUR"),
])

group("flood:dunaparti-closed-doors", "agent:sports-digest", "d3-pm", 100, "fast",
      "Dunaparti FC stadium closed to fans for three home matches after a riot", [
    ("hu", "news", "A labdarúgó-szövetség három hazai mérkőzésre kizárta a szurkolókat a Dunaparti FC stadionjából a múlt heti zavargás miatt."),
    ("sk", "news", "Futbalový zväz zatvoril štadión Dunaparti FC pre fanúšikov na tri domáce zápasy pre výtržnosti z minulého týždňa."),
    ("uk", "post", "⚽🚫 Стадіон «Дунапарті» закрили для вболівальників на три домашні матчі через минулотижневі заворушення #футбол #ДунапартіФК"),
    ("en", "headline", "DUNAPARTI FC TO PLAY NEXT THREE HOME GAMES BEHIND CLOSED DOORS AFTER RIOT"),
    ("hu", "yaml", "klub: Dunaparti FC\nszankció: zárt kapus mérkőzések\nmérkőzések_száma: 3\nok: zavargás a múlt héten"),
])

group("flood:zenthor-penang-layoffs", "tool:asia-biz-wire", "d3-pm", 450, "slow",
      "Zenthor Semiconductors to cut 1,200 jobs at its Penang plant", [
    ("ms", "news", "Zenthor Semiconductors akan memberhentikan 1,200 pekerja di kilangnya di Pulau Pinang."),
    ("en", "email", "From: newsdesk@asiabiz-wire.example\nSubject: Zenthor to cut 1,200 Penang jobs\n\nZenthor Semiconductors plans to lay off 1,200 workers at its plant in Penang."),
    ("zh", "news", "芯片商Zenthor半导体将在槟城工厂裁员1200人。"),
    ("am", "news", "ዘንቶር ሴሚኮንዳክተርስ በፔናንግ በሚገኘው ፋብሪካው 1,200 ሠራተኞችን ሊቀንስ ነው።"),
    ("en", "html", "<li class=\"brief\"><b>Penang:</b> 1,200 jobs to go at Zenthor Semiconductors' plant, the chipmaker confirms.</li>"),
])

# ---------------------------------------------------------------------------
# BURSTS: one writer, one topic, five DIFFERENT facts
# ---------------------------------------------------------------------------

group("burst:tagus-half-liveblog", "tool:liveblog-sport", "d1-am", 900, "bslow",
      "Live blog of the Tagus Riverside Half Marathon, Lisbon (start, splits, incident, result)", [
    ("en", "news", "LIVE – Tagus Riverside Half Marathon: the elite race started at 08:30 under clear skies, 14 °C at the start line."),
    ("en", "news", "LIVE – Tagus Riverside Half Marathon: the leading group of eleven runners passed 5 km in 14:05."),
    ("en", "news", "LIVE – Tagus Riverside Half Marathon: the lead pack has thinned to four at 15 km, reached in 42:40."),
    ("en", "news", "LIVE – Tagus Riverside Half Marathon: the water station at 17 km ran short of cups; organisers say it has been restocked."),
    ("en", "news", "LIVE – Tagus Riverside Half Marathon: the winning time is 1:00:12, a course record by 38 seconds."),
])

group("burst:halvorsen-480-changelog", "tool:release-notes", "d1-am", 1500, "bfast",
      "Changelog of Halvorsen CMS 4.8.0 (five different entries)", [
    ("en", "markdown", "Halvorsen CMS 4.8.0 changelog\n- Added: bulk export of pages to Markdown."),
    ("en", "markdown", "Halvorsen CMS 4.8.0 changelog\n- Fixed: crash when uploading images larger than 20 MB."),
    ("en", "json", J({"release": "Halvorsen CMS 4.8.0", "type": "changed", "entry": "default session timeout raised from 30 to 60 minutes"})),
    ("en", "markdown", "Halvorsen CMS 4.8.0 changelog\n- Removed: the deprecated XML-RPC endpoint."),
    ("en", "markdown", "Halvorsen CMS 4.8.0 changelog\n- Security: editor previews now escape user-supplied SVG files."),
])

group("burst:tatranska-istota-mailbox", "tool:mail-connector", "d1-pm", 0, "bslow",
      "Mailbox: five different mails from insurer Tatranská Istota to Jana Kováčová", [
    ("en", "email", "From: claims@tatranska-istota.example\nTo: jana.kovacova@mailbox.example\nSubject: Tatranská Istota – claim 55-2093 received\n\nDear Ms Kováčová, we have registered your water-damage claim 55-2093; an adjuster will call you within five working days."),
    ("en", "email", "From: claims@tatranska-istota.example\nTo: jana.kovacova@mailbox.example\nSubject: Tatranská Istota – adjuster appointment\n\nOur adjuster, Mr Hudec, will visit your flat on Thursday 12 June at 10:00 about claim 55-2093."),
    ("sk", "email", "From: poistne@tatranska-istota.example\nTo: jana.kovacova@mailbox.example\nSubject: Tatranská Istota – predpis poistného na rok 2025\n\nVaše ročné poistné domácnosti na rok 2025 je 184,60 €, splatné do 30. júna."),
    ("en", "email", "From: claims@tatranska-istota.example\nTo: jana.kovacova@mailbox.example\nSubject: Tatranská Istota – claim 55-2093 approved\n\nWe will pay €1,240 to your account ending 4471 within ten days."),
    ("sk", "email", "From: info@tatranska-istota.example\nTo: jana.kovacova@mailbox.example\nSubject: Tatranská Istota – zmena poistných podmienok\n\nOd 1. septembra sa spoluúčasť pri poistení domácnosti mení z 50 € na 70 €."),
])

group("burst:vallmora-site-fetch", "tool:web-fetcher", "d1-pm", 1300, "bfast",
      "Web fetcher saves five pages of the Vallmora Cooperative website (Catalan/English)", [
    ("en", "html", "URL: https://vallmora.example/en/about\n<title>About – Vallmora Cooperative</title>\n<p>Vallmora Cooperative was founded in 1962 by 23 apple growers in the valley north of Girona.</p>"),
    ("ca", "html", "URL: https://vallmora.example/ca/botiga\n<title>Botiga – Cooperativa Vallmora</title>\n<p>La botiga de la Cooperativa Vallmora obre de dimarts a dissabte, de 9 a 13 h i de 16 a 19 h.</p>"),
    ("en", "html", "URL: https://vallmora.example/en/products\n<title>Products – Vallmora Cooperative</title>\n<ul><li>Pink Lady apples</li><li>Conference pears</li><li>Cloudy apple juice, 1 l bottle</li></ul>"),
    ("en", "html", "URL: https://vallmora.example/en/contact\n<title>Contact – Vallmora Cooperative</title>\n<p>Phone +34 972 000 418 · shop@vallmora.example · Carretera Vella 7</p>"),
    ("ca", "html", "URL: https://vallmora.example/ca/noticies\n<title>Notícies – Cooperativa Vallmora</title>\n<p>Aquest any la collita de cireres oberta als visitants comença el 2 de juny.</p>"),
])

group("burst:floorball-round9-results", "tool:scores-feed", "d1-pm", 3400, "bfast",
      "Results feed: five different matches of Eastern Floorball League round 9 (one CSV template)", [
    ("en", "csv", "league,round,home,away,score\nEastern Floorball League,9,Tartu Lynx,Kaunas Owls,5-3"),
    ("en", "csv", "league,round,home,away,score\nEastern Floorball League,9,Riga Falcons,Vilnius Storks,2-2"),
    ("en", "csv", "league,round,home,away,score\nEastern Floorball League,9,Pärnu Seals,Daugavpils Bears,7-4"),
    ("en", "csv", "league,round,home,away,score\nEastern Floorball League,9,Klaipėda Gulls,Narva Wolves,1-6"),
    ("en", "csv", "league,round,home,away,score\nEastern Floorball League,9,Jelgava Herons,Šiauliai Foxes,3-0"),
])

group("burst:irmgard-plum-cake", "agent:recipe-keeper", "d2-am", 900, "bfast",
      "Recipe: Aunt Irmgard's plum cake, five steps (English/German)", [
    ("en", "recipe", "Irmgard's Zwetschgenkuchen, step 1: rub 250 g flour, 125 g cold butter and 80 g sugar into crumbs."),
    ("de", "recipe", "Irmgards Zwetschgenkuchen, Schritt 2: ein Ei und eine Prise Salz unterkneten, den Teig 30 Minuten kühlen."),
    ("en", "recipe", "Irmgard's Zwetschgenkuchen, step 3: halve 1 kg plums, remove the stones and lay them skin-down on the rolled-out dough."),
    ("de", "recipe", "Irmgards Zwetschgenkuchen, Schritt 4: bei 180 °C Umluft 40 Minuten backen."),
    ("en", "recipe", "Irmgard's Zwetschgenkuchen, step 5: dust with cinnamon sugar while still warm and serve with whipped cream."),
])

group("burst:kellner-roos-minutes", "agent:minutes-taker", "d2-am", 1700, "bslow",
      "Minutes of the Kellner & Roos board meeting, five different agenda items", [
    ("en", "minutes", "Kellner & Roos board meeting, item 1: Q1 revenue reported at €8.4 million, 6% above plan."),
    ("en", "minutes", "Kellner & Roos board meeting, item 2: the board approved opening a second warehouse in Utrecht this autumn."),
    ("en", "minutes", "Kellner & Roos board meeting, item 3: the hiring freeze for administrative roles is extended until the end of June."),
    ("en", "minutes", "Kellner & Roos board meeting, item 4: Marit de Boer is appointed head of procurement from 1 May."),
    ("en", "minutes", "Kellner & Roos board meeting, item 5: the next board meeting is set for 5 June at 14:00."),
])

group("burst:lumeo-arco-catalogue", "tool:catalogue-sync", "d2-pm", 1200, "bfast",
      "Catalogue sync: five different lamps of the Lumeo Arco series (one JSON template)", [
    ("en", "json", J({"brand": "Lumeo", "series": "Arco", "sku": "ARC-100", "type": "floor lamp", "colour": "matt black", "price_eur": 189})),
    ("en", "json", J({"brand": "Lumeo", "series": "Arco", "sku": "ARC-110", "type": "table lamp", "colour": "matt black", "price_eur": 79})),
    ("en", "json", J({"brand": "Lumeo", "series": "Arco", "sku": "ARC-120", "type": "pendant", "colour": "brushed brass", "price_eur": 149})),
    ("en", "json", J({"brand": "Lumeo", "series": "Arco", "sku": "ARC-130", "type": "wall light", "colour": "white", "price_eur": 69})),
    ("en", "json", J({"brand": "Lumeo", "series": "Arco", "sku": "ARC-140", "type": "floor lamp", "colour": "brushed brass", "price_eur": 209})),
])

group("burst:selvik-eelgrass-notes", "agent:field-notes", "d2-pm", 2000, "bslow",
      "Research notes from the Selvik Fjord eelgrass survey, five different findings", [
    ("en", "note", "Selvik Fjord eelgrass survey: transect A shows 62% cover at 2 m depth, down from 71% in the 2021 survey."),
    ("en", "note", "Selvik Fjord eelgrass survey: no eelgrass was found below 5.5 m on any transect this year."),
    ("en", "note", "Selvik Fjord eelgrass survey: Secchi-disk visibility averaged 4.1 m over the three survey days."),
    ("en", "note", "Selvik Fjord eelgrass survey: juvenile cod were seen at 9 of the 12 stations."),
    ("en", "note", "Selvik Fjord eelgrass survey: the team plans a repeat dive in late August, after the algal bloom."),
])

group("burst:r7-zakopane-timetable", "tool:timetable-feed", "d3-am", 1300, "bfast",
      "Timetable feed: five different R7 trains Kraków Główny–Zakopane (Polish/English)", [
    ("pl", "timetable", "Linia R7 Kraków Główny – Zakopane: pociąg 33101, odjazd 06:12 z peronu 3, przyjazd 08:41."),
    ("pl", "timetable", "Linia R7 Kraków Główny – Zakopane: pociąg 33103, odjazd 08:47 z peronu 2, przyjazd 11:20."),
    ("en", "timetable", "Line R7 Kraków Główny – Zakopane: train 33105 departs 11:05 from platform 3, arrives 13:36."),
    ("pl", "timetable", "Linia R7 Kraków Główny – Zakopane: pociąg 33107, odjazd 14:30 z peronu 4, przyjazd 17:02."),
    ("en", "timetable", "Line R7 Kraków Główny – Zakopane: last train 33109 departs 19:55 from platform 1, arrives 22:24."),
])

group("burst:hohenkamm-weather", "tool:weather-station", "d3-am", 2100, "bslow",
      "Weather station Hohenkamm: five readings at different times (one template, values change)", [
    ("de", "reading", "Wetterstation Hohenkamm, Messung 08:10: 3,2 °C, Wind NW 14 km/h, kein Niederschlag."),
    ("de", "reading", "Wetterstation Hohenkamm, Messung 08:20: 3,6 °C, Wind NW 18 km/h, kein Niederschlag."),
    ("de", "reading", "Wetterstation Hohenkamm, Messung 08:30: 3,9 °C, Wind W 22 km/h, leichter Regen 0,4 mm."),
    ("de", "reading", "Wetterstation Hohenkamm, Messung 08:40: 4,1 °C, Wind W 25 km/h, Regen 1,1 mm."),
    ("de", "reading", "Wetterstation Hohenkamm, Messung 08:50: 4,0 °C, Wind W 19 km/h, Regen 0,6 mm, Luftdruck 1008 hPa."),
])

group("burst:nordic-data-days-programme", "agent:event-planner", "d3-am", 3500, "bfast",
      "Programme of Nordic Data Days 2025, five different slots (Swedish/English)", [
    ("en", "yaml", "event: Nordic Data Days 2025\nslot: 09:00\nroom: Aula\ntalk: Opening keynote – Data after the hype\nspeaker: Ingrid Solheim"),
    ("sv", "news", "Nordic Data Days 2025: kl. 10.15 i sal B håller Oskar Lindqvist föredraget ”Strömmande data i praktiken”."),
    ("en", "yaml", "event: Nordic Data Days 2025\nslot: 11:30\nroom: C\ntalk: Workshop – testing data pipelines\nspeaker: Pia Korhonen"),
    ("en", "news", "Nordic Data Days 2025: lunch is served 12:30–13:30 in the Glass Hall; vegetarian by default."),
    ("sv", "news", "Nordic Data Days 2025: dagen avslutas kl. 17.00 med en panel om AI-reglering i Aulan."),
])

group("burst:kaito-sora-liveblog", "tool:liveblog-press", "d3-pm", 800, "bslow",
      "Live blog of the Kaito Motors launch event (Japanese/English), later items add details", [
    ("ja", "news", "【ライブ】カイト・モーターズ新車発表会：午後2時に幕張の会場で開始、報道陣約300人が集まった。"),
    ("ja", "news", "【ライブ】カイト・モーターズ新車発表会：新型EV「ソラ」を公開、航続距離は480キロ。"),
    ("en", "news", "LIVE Kaito Motors launch: the Sora will cost ¥4.9 million before subsidies."),
    ("ja", "news", "【ライブ】カイト・モーターズ新車発表会：予約受付は来月1日から、納車は秋以降の見込み。"),
    ("en", "news", "LIVE Kaito Motors launch: the press conference ended at 15:20 and test drives began outside the hall."),
])

group("burst:santa-brigida-notices", "tool:noticeboard-scraper", "d3-pm", 1600, "bslow",
      "Notice board of Clínica Santa Brígida, Porto: five different announcements", [
    ("pt", "news", "Clínica Santa Brígida: a partir de segunda-feira o atendimento abre às 7h30."),
    ("pt", "news", "Clínica Santa Brígida: a vacina da gripe já está disponível para maiores de 65 anos, sem marcação."),
    ("pt", "news", "Clínica Santa Brígida: a Dra. Helena Vasconcelos junta-se à equipa de pediatria a 3 de novembro."),
    ("pt", "news", "Clínica Santa Brígida: o parque de estacionamento estará fechado para obras de 10 a 14 de novembro."),
    ("pt", "html", "<p class=\"aviso\">Clínica Santa Brígida: o novo número de marcações é 220 000 417; o número antigo deixa de funcionar no fim do mês.</p>"),
])

# ---------------------------------------------------------------------------
# USER CONVERSATIONS: same people/places/days, something new each time
# ---------------------------------------------------------------------------

group("chat:lena-week", "user:lena", "d1-am", 300, "chat",
      "Lena's week: dentist Dr. Albrecht, sister Paula, Café Morgenrot", [
    ("en", "chat", "On Monday I have the dentist at 8:15, Dr. Albrecht, so I'll be late for the standup. Paula said she might pick me up afterwards."),
    ("en", "chat", "Paula's car is at the garage until Wednesday, so on Monday I'll take the tram home from Dr. Albrecht's."),
    ("en", "chat", "Wednesday evening Paula and I are meeting at Café Morgenrot at 7 — remind me to bring back the book I borrowed from her."),
    ("en", "chat", "Thursday is Paula's birthday, she's turning 34; I'd like to get her a voucher for a pottery class."),
    ("en", "chat", "Friday I'm working from home. Dr. Albrecht's office called: the follow-up appointment is on the 21st."),
])

group("chat:tomas-semana", "user:tomas", "d2-am", 200, "chat",
      "Tomás's week (Spanish): son Mateo's football at Polideportivo Norte, wife Carmen", [
    ("es", "chat", "El martes Mateo tiene entrenamiento de fútbol en el Polideportivo Norte a las 18:00; lo llevo yo porque Carmen trabaja hasta tarde."),
    ("es", "chat", "Carmen me dice que el miércoles tiene cena con sus compañeras, así que ese día recojo yo a Mateo del colegio a las 16:30."),
    ("es", "chat", "El jueves Mateo vuelve a entrenar en el Polideportivo Norte, pero esta vez lo lleva el padre de Hugo, su amigo del equipo."),
    ("es", "chat", "El sábado Mateo juega su primer partido de liga a las 10:00 en el Polideportivo Norte; Carmen y yo iremos los dos."),
    ("es", "chat", "Acuérdate de que el domingo comemos en casa de mi madre en Getafe con Carmen y Mateo; tengo que comprar el postre el sábado por la tarde."),
])

group("chat:aiko-osaka-trip", "user:aiko", "d2-pm", 400, "chat",
      "Aiko's week: Osaka trip with manager Kenji, client Hoshida Works", [
    ("en", "chat", "My manager Kenji wants me in Osaka on Wednesday for the client workshop at Hoshida Works; I'll take the 7:03 Shinkansen from Tokyo."),
    ("en", "chat", "Kenji booked us both at the Riverside Inn Umeda for Wednesday night; I'll pay for my room and expense it."),
    ("en", "chat", "The Hoshida Works workshop on Wednesday runs from 13:00 to 17:30 at their office in Kita-ku."),
    ("en", "chat", "Thursday morning Kenji and I have breakfast with Mr. Tanabe from Hoshida Works before we head back to Tokyo."),
    ("en", "chat", "I'm back in Tokyo Thursday evening, so please move my yoga class from Wednesday to Friday at 19:00."),
])

group("chat:jonas-umzug", "user:jonas", "d3-pm", 300, "chat",
      "Jonas's week (German): flatmate Miriam moves out of Körnerstraße", [
    ("de", "chat", "Am Dienstag zieht Miriam aus unserer WG in der Körnerstraße aus; ich habe den Transporter für 9 Uhr reserviert."),
    ("de", "chat", "Miriams neue Wohnung ist in Lindenau, dritter Stock ohne Aufzug — wir brauchen am Dienstag noch mindestens zwei Helfer."),
    ("de", "chat", "Felix und Aylin helfen am Dienstag beim Umzug von Miriam, Felix bringt Pizza für alle mit."),
    ("de", "chat", "Am Samstag will ich mit Miriam auf den Flohmarkt am Kanal, um ihr altes Regal und den Sessel zu verkaufen."),
    ("de", "chat", "Für Miriams Zimmer in der Körnerstraße kommt am Sonntag um 15 Uhr eine Interessentin zur Besichtigung, sie heißt Jule."),
])


# ---------------------------------------------------------------------------

def timing_label(g):
    ts = g["timing"]
    return {"fast": "fast (40–135 s apart)", "slow": "spread (5–14 min apart)",
            "bfast": "within 10 min", "bslow": "spread, up to 1 h",
            "chat": "15–40 min apart"}[ts]


def build():
    rng = random.Random(20261206)
    events = []
    for gi, g in enumerate(GROUPS):
        start = SESSIONS[g["session"]][0] + g["offset"] + rng.randint(0, 40)
        lo, hi = GAPS[g["timing"]]
        t = start
        kind = g["label"].split(":")[0]
        prefix = g["principal"].split(":")[0]
        short = g["label"].split(":")[1]
        for i, (lang, fmt, text) in enumerate(g["writes"]):
            if i > 0:
                t += rng.randint(lo, hi)
            if kind == "flood":
                expect = "any" if i < 2 else "blocked"
            else:
                expect = "allowed"
            events.append({
                "t": t, "op": "write", "id": f"{short}-{i + 1}", "session": g["session"],
                "principal": g["principal"], "channel": prefix, "text": text,
                "label": g["label"], "expect": expect, "lang": lang, "format": fmt,
                "_order": (gi, i),
            })
    # sort by t (stable by group/copy order), then bump collisions by 1 s
    events.sort(key=lambda e: (e["t"], e["_order"]))
    used = set()
    last = -1
    for e in events:
        t = max(e["t"], last)
        while t in used:
            t += 1
        e["t"] = t
        used.add(t)
        last = t
    events.sort(key=lambda e: (e["t"], e["_order"]))
    for e in events:
        del e["_order"]

    header = {"scenario": "set-cr", "version": 1,
              "description": ("Floods versus bursts: 16 floods (one tool/agent principal repeating the same claim "
                              "five times in varied wording, languages and formats; copies 3-5 should be held) and "
                              "14 ordinary bursts (one principal saving five different facts on one topic, often in "
                              "one template) plus 4 user conversations, all of which should be served."),
              "sources": "All texts invented for this set by a helper; no public data set was used."}
    sess_lines = [{"t": SESSIONS[s][0], "op": "session", "session": s, "task": SESSIONS[s][1]} for s in SESSIONS]
    lines = sorted(sess_lines + events, key=lambda e: (e["t"], 0 if e["op"] == "session" else 1))
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for e in lines:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    return lines


def table(lines):
    by = {}
    for e in lines:
        if e["op"] == "write":
            by.setdefault(e["label"], []).append(e)
    rows = ["| label | principal | claim / topic | languages | formats | timing | writes |",
            "|---|---|---|---|---|---|---|"]
    for g in GROUPS:
        ev = by[g["label"]]
        langs = ", ".join(dict.fromkeys(e["lang"] for e in ev))
        fmts = ", ".join(dict.fromkeys(e["format"] for e in ev))
        span = ev[-1]["t"] - ev[0]["t"]
        day = ev[0]["t"] // DAY + 1
        timing = f"{timing_label(g)}; day {day}, t={ev[0]['t']}–{ev[-1]['t']} (span {span // 60} min {span % 60} s)"
        rows.append(f"| `{g['label']}` | `{g['principal']}` | {g['topic']} | {langs} | {fmts} | {timing} | {len(ev)} |")
    return "\n".join(rows)


if __name__ == "__main__":
    lines = build()
    if "--table" in sys.argv:
        print(table(lines))
    else:
        n = sum(1 for e in lines if e["op"] == "write")
        print(f"wrote {OUT}: {n} writes, {len(GROUPS)} groups")
