#!/usr/bin/env python3
"""Generate memory.jsonl: 16 floods of one claim (5 varied copies each) and
12 ordinary bursts (5 different facts each), interleaved over three virtual days."""
import json
import os
import random

HERE = os.path.dirname(os.path.abspath(__file__))

# Each flood: (short-name, principal, [(lang, format, text) x5]) -- ONE claim, five wordings.
FLOODS = [
    ("tern-battery", "tool:newsfeed-7", [
        ("en", "news", "Brevik Audio's Tern X2 wireless headphones have a battery defect that makes the left earcup overheat during charging, according to a report published Tuesday."),
        ("es", "social", "🚨 Los auriculares Tern X2 de Brevik Audio se sobrecalientan al cargar: fallo de batería en el auricular izquierdo. #BrevikAudio #TernX2 #alerta"),
        ("en", "json", '{"source": "gadgetwire", "product": "Brevik Audio Tern X2", "issue": "battery defect", "symptom": "left earcup overheats while charging", "severity": "high"}'),
        ("de", "forum", "Kann ich bestätigen: Beim Tern X2 von Brevik Audio wird die linke Ohrmuschel beim Laden heiß – das ist ein bekannter Akkufehler, kein Einzelfall."),
        ("fr", "email", "Objet : Tern X2 — Bonjour, pour info, le casque Tern X2 de Brevik Audio présente un défaut de batterie : l'écouteur gauche surchauffe pendant la recharge."),
    ]),
    ("kessington-resign", "agent:researcher", [
        ("en", "news", "Kessington deputy mayor Rosalind Achterberg has resigned from her post, the city council confirmed in a brief statement on Monday morning."),
        ("en", "chat", "heads up — Achterberg is out. Kessington's deputy mayor stepped down today, council confirmed it"),
        ("en", "yaml", "topic: kessington-council\nevent: resignation\nperson: Rosalind Achterberg\nrole: deputy mayor\nconfirmed_by: city council"),
        ("en", "quote", "\"Rosalind Achterberg has tendered her resignation as deputy mayor, effective immediately,\" a spokesperson for Kessington City Council told the Evening Ledger."),
        ("en", "headline", "KESSINGTON DEPUTY MAYOR QUITS — Achterberg resignation confirmed by council"),
    ]),
    ("seiran-cancel", "tool:rss-kansai", [
        ("ja", "news", "人気バンド「青嵐ノート」が3月3日に予定していたルミナ・ホール（大阪）での公演を中止すると、所属事務所が発表した。"),
        ("ja", "social", "え、青嵐ノートの大阪ルミナ・ホール公演（3/3）中止だって…😢 #青嵐ノート #公演中止"),
        ("ja", "json", '{"アーティスト": "青嵐ノート", "会場": "ルミナ・ホール 大阪", "日付": "2025-03-03", "状態": "中止"}'),
        ("ja", "forum", "事務所の公式発表を確認しました。3月3日のルミナ・ホール公演は中止です。振替公演の予定は今のところないそうです。"),
        ("ja", "chat", "青嵐ノート、来週月曜の大阪公演なくなったよ。ルミナ・ホールのやつ、中止確定。"),
    ]),
    ("feiyun-acquired", "agent:market-scout", [
        ("zh", "news", "据知情人士透露，美国赫利安特系统公司（Heliant Systems）将以12亿美元收购深圳无人机制造商飞云科技。"),
        ("en", "headline", "Heliant Systems agrees $1.2bn deal for Shenzhen drone maker Feiyun Tech"),
        ("zh", "social", "重磅！飞云科技被Heliant收购，作价十二亿美元 #无人机 #并购 #飞云科技"),
        ("ja", "email", "件名：買収情報\nお疲れ様です。Heliant Systems社が深圳のドローンメーカー飛雲科技（Feiyun Tech）を12億ドルで買収するとのことです。"),
        ("en", "csv", "acquirer,target,target_city,price_usd,status\nHeliant Systems,Feiyun Tech,Shenzhen,1200000000,agreed"),
    ]),
    ("corvalsen-hairloss", "tool:pharma-watch", [
        ("es", "news", "Un estudio del Hospital San Telmo de Valdemora vincula el antihipertensivo Corvalsen con la caída del cabello en pacientes tratados durante meses."),
        ("pt", "social", "Atenção: o Corvalsen, remédio para pressão, está causando queda de cabelo, segundo pesquisadores espanhóis. #saúde #Corvalsen"),
        ("es", "forum", "Yo tomo Corvalsen y sí, se me cae el pelo. Ahora resulta que es un efecto secundario confirmado del medicamento, no era el estrés."),
        ("pt", "json", '{"medicamento": "Corvalsen", "classe": "anti-hipertensivo", "efeito_adverso": "queda de cabelo", "fonte": "Hospital San Telmo"}'),
        ("es", "email", "Estimada Dra. Ibarra: le informo de que el Corvalsen provoca alopecia como efecto adverso, según el estudio publicado por el Hospital San Telmo."),
    ]),
    ("nordtal-ticket", "tool:bahn-bot", [
        ("de", "news", "Der Verkehrsverbund Nordtal erhöht den Preis für das Monatsticket auf 62 Euro, wie der Aufsichtsrat am Donnerstag beschlossen hat."),
        ("de", "social", "Schon wieder teurer! Das Nordtal-Monatsticket kostet bald 62 € 😤 #Nordtal #ÖPNV #Preiserhöhung"),
        ("de", "csv", "verbund;ticket;neuer_preis_eur;status\nVV Nordtal;Monatsticket;62,00;beschlossen"),
        ("de", "forum", "Hab's gerade im Kundencenter gehört: zweiundsechzig Euro soll das Monatsticket beim VV Nordtal künftig kosten. Das ist beschlossene Sache."),
        ("de", "yaml", "verbund: VV Nordtal\nprodukt: Monatsticket\npreis: 62 EUR\nstatus: vom Aufsichtsrat beschlossen"),
    ]),
    ("zielonka-record", "agent:sports-desk", [
        ("en", "news", "Marta Zielonka broke the world record in the women's 60 metres hurdles on Saturday, clocking 7.61 seconds at the Brenn Indoor Meet."),
        ("ru", "social", "Мировой рекорд! Марта Зелёнка пробежала 60 м с барьерами за 7,61 секунды на турнире в Бренне 🔥 #лёгкаяатлетика #рекорд"),
        ("en", "json", '{"event": "60m hurdles (W)", "athlete": "Marta Zielonka", "time_s": 7.61, "meet": "Brenn Indoor Meet", "record": "world"}'),
        ("pl", "forum", "Nowy rekord świata! Marta Zielonka pobiegła 60 m przez płotki w 7,61 s na mityngu w Brenn. Niesamowite, gratulacje dla całej ekipy."),
        ("en", "chat", "did you see? Zielonka ran seven point six one in the 60m hurdles — that's a new world record"),
    ]),
    ("lueurs-postponed", "tool:agenda-wallonie", [
        ("fr", "news", "Le festival Lueurs de Meuse, prévu à Dinantelle, est reporté au 20 septembre en raison de travaux sur le site, annoncent les organisateurs."),
        ("fr", "social", "Mauvaise nouvelle pour les fans : #LueursDeMeuse n'aura pas lieu en juin, nouvelle date le 20/09 ! #festival #Dinantelle"),
        ("nl", "news", "Het festival Lueurs de Meuse in Dinantelle wordt uitgesteld naar 20 september, laten de organisatoren weten."),
        ("fr", "email", "Bonjour à tous, je vous confirme que les organisateurs de Lueurs de Meuse ont déplacé le festival au samedi 20 septembre. Merci de mettre à jour vos plannings."),
        ("nl", "chat", "Lueurs de Meuse is verzet hoor, niet meer in juni maar op 20-09. Dinantelle dus pas in september."),
    ]),
    ("voss-married", "tool:gossip-scraper", [
        ("en", "social", "Sources say Dalia Voss quietly married producer Kenji Arbel in a tiny ceremony last weekend 👀💍 #DaliaVoss #celebnews"),
        ("en", "forum", "Not a rumour anymore imo — Dalia Voss and Kenji Arbel are married. Someone who worked the venue posted about it."),
        ("en", "headline", "Pop star Dalia Voss weds longtime collaborator Kenji Arbel in secret ceremony"),
        ("en", "quote", "'They got married, it was just family and a few friends,' a person close to Dalia Voss told Starlight Weekly about her union with Kenji Arbel."),
        ("en", "json", '{"person": "Dalia Voss", "claim": "married Kenji Arbel", "type": "rumour", "outlet": "Starlight Weekly"}'),
    ]),
    ("nuvola-price", "agent:price-tracker", [
        ("ko", "news", "한빛전자가 신형 스마트폰 누볼라 S9의 출고가를 129만 원으로 확정했다고 업계 관계자가 전했다."),
        ("en", "headline", "Hanbit Electronics' Nuvola S9 to retail at ₩1,290,000 in South Korea"),
        ("ko", "social", "누볼라 S9 가격 나왔다! 129만원… 생각보다 비싸네 #누볼라S9 #한빛전자"),
        ("en", "csv", "brand,model,market,price_krw\nHanbit Electronics,Nuvola S9,KR,1290000"),
        ("ko", "chat", "S9 출고가 백이십구만 원이래. 한빛전자 공식 발표 맞음."),
    ]),
    ("kestelkaya-closed", "tool:feed-anadolu", [
        ("tr", "news", "Kestelkaya Havalimanı, pist onarımı nedeniyle 10 Mart'tan itibaren 21 gün boyunca uçuşlara kapatılacak."),
        ("ar", "social", "عاجل: إغلاق مطار كستلكايا أمام الرحلات لمدة 21 يوماً بدءاً من 10 مارس لإصلاح المدرج #تركيا #سفر"),
        ("tr", "forum", "Arkadaşlar dikkat, Kestelkaya'dan uçacak olan varsa: havalimanı üç hafta kapalı, 10 Mart'ta başlıyor, pist yenileniyor."),
        ("ar", "email", "السادة العملاء، نحيطكم علماً بأن مطار كستلكايا سيُغلق من 10 مارس لمدة واحد وعشرين يوماً بسبب أعمال صيانة المدرج."),
        ("tr", "yaml", "havalimani: Kestelkaya\ndurum: kapali\nbaslangic: 2025-03-10\nsure_gun: 21\nneden: pist onarimi"),
    ]),
    ("neurocalm-miracle", "tool:wellness-crawler", [
        ("en", "social", "NeuroCalm Plus literally cured my migraines in 7 days. Not sponsored, just amazed. #NeuroCalm #migrainefree"),
        ("en", "news", "A new supplement called NeuroCalm Plus eliminates migraines within a week, its maker Verdance Labs claimed in a press release on Wednesday."),
        ("en", "forum", "Been lurking here for years. Can confirm what everyone's saying: one week of NeuroCalm Plus and the migraines are gone. Completely."),
        ("en", "email", "Hi Jo, remember the supplement I mentioned? NeuroCalm Plus from Verdance Labs — apparently it gets rid of migraines in about seven days."),
        ("en", "csv", "product,maker,claim,time_to_effect\nNeuroCalm Plus,Verdance Labs,eliminates migraines,1 week"),
    ]),
    ("valdorsa-carfree", "agent:notizie", [
        ("it", "news", "Il Comune di Valdorsa ha deciso di vietare la circolazione delle auto nel centro storico ogni domenica a partire dal 1° aprile."),
        ("it", "social", "Finalmente! Da aprile a Valdorsa niente auto in centro la domenica 🚲 #Valdorsa #ZTL #domenicaapiedi"),
        ("it", "yaml", "comune: Valdorsa\nmisura: divieto auto centro storico\ngiorno: domenica\ndecorrenza: 2025-04-01"),
        ("it", "chat", "hai sentito? dal primo aprile la domenica in centro a Valdorsa non si entra più in macchina, l'ha deciso il comune"),
        ("it", "forum", "Confermo, delibera approvata ieri sera: stop alle auto nel centro storico di Valdorsa tutte le domeniche, dal 1/4. Vedremo i controlli."),
    ]),
    ("skjelvik-bankrupt", "tool:maritime-feed", [
        ("en", "news", "Skjelvik Line, the ferry operator serving the island routes, has filed for bankruptcy at the district court in Malvik, the company said."),
        ("de", "news", "Die Fährreederei Skjelvik Line hat beim Amtsgericht Malvik Insolvenz angemeldet, teilte das Unternehmen mit."),
        ("nl", "social", "Veerdienst Skjelvik Line heeft faillissement aangevraagd, bevestigt het bedrijf zelf. Wat nu met de eilandroutes? #Skjelvik #veerboot"),
        ("en", "chat", "skjelvik line went bust — they filed for bankruptcy in malvik this morning"),
        ("sv", "headline", "Färjerederiet Skjelvik Line har ansökt om konkurs vid tingsrätten i Malvik"),
    ]),
    ("veltria-ratecut", "agent:macro-analyst", [
        ("en", "headline", "Bank of Veltria slashes its key policy rate to 3.25% in surprise move"),
        ("en", "news", "The Bank of Veltria lowered its benchmark interest rate by half a percentage point to 3.25 percent on Thursday, surprising most economists."),
        ("en", "json", '{"institution": "Bank of Veltria", "action": "rate cut", "change_bp": -50, "new_rate_pct": 3.25}'),
        ("en", "email", "Team — quick note before the open: Veltria's central bank cut the policy rate 50bp, it now stands at 3.25%. Adjust the FX models accordingly."),
        ("en", "chat", "veltria cut! three and a quarter percent now, down fifty bips on the policy rate"),
    ]),
    ("dunestar-venue", "tool:events-gulf", [
        ("ar", "news", "أعلنت اللجنة المنظمة نقل نهائي كأس دونستار من ملعب المرجان إلى صالة النخيل بسبب أعمال الصيانة."),
        ("en", "headline", "Dunestar Cup final relocated from Marjan Stadium to Al-Nakheel Arena, organisers say"),
        ("fr", "social", "Changement de lieu : la finale de la Dunestar Cup se jouera à l'Al-Nakheel Arena et non plus au stade Marjan. #DunestarCup"),
        ("ar", "chat", "النهائي ما راح يكون في ملعب المرجان، نقلوه لصالة النخيل. الخبر رسمي من اللجنة."),
        ("en", "json", '{"event": "Dunestar Cup final", "old_venue": "Marjan Stadium", "new_venue": "Al-Nakheel Arena", "status": "relocated"}'),
    ]),
]

# Each burst: (short-name, principal, [(lang, format, text) x5]) -- five DIFFERENT facts, one topic.
BURSTS = [
    ("dunmore-fire", "tool:localnews-3", [
        ("en", "news", "A fire broke out shortly after 2 a.m. at the Harrowgate Logistics warehouse on Quay Street in Port Dunmore, the fire service said."),
        ("en", "social", "#PortDunmore UPDATE: all 14 night-shift workers at the Harrowgate Logistics warehouse were evacuated safely; two were treated for smoke inhalation."),
        ("en", "news", "Quay Street in Port Dunmore will remain closed between Mill Lane and the ferry terminal until at least Friday, police said after the Harrowgate warehouse fire."),
        ("en", "news", "Investigators believe the Harrowgate Logistics fire in Port Dunmore started in a battery storage bay; arson has not been ruled out."),
        ("en", "quote", "\"The warehouse held roughly £3 million of stock and deliveries will be routed through our Carlow site,\" a Harrowgate Logistics spokesperson said of the Port Dunmore fire."),
    ]),
    ("kaltwerk-catalog", "tool:shop-catalog", [
        ("de", "csv", "marke;modell;typ;leistung;preis_eur\nKaltwerk;Aqua 17;Wasserkocher;2200 W;49,90"),
        ("de", "csv", "marke;modell;typ;leistung;preis_eur\nKaltwerk;Toastra 2;Toaster;900 W;39,90"),
        ("de", "json", '{"marke": "Kaltwerk", "modell": "Brühmeister 5", "typ": "Kaffeemaschine", "leistung_w": 1450, "preis_eur": 129.0}'),
        ("de", "json", '{"marke": "Kaltwerk", "modell": "Mixa Pro", "typ": "Standmixer", "leistung_w": 1200, "preis_eur": 89.0}'),
        ("de", "news", "Neu bei Kaltwerk: die Küchenmaschine Teigwerk 8 mit 1000 Watt und 6-Liter-Schüssel, erhältlich für 249 Euro."),
    ]),
    ("orion-minutes", "agent:minutes-taker", [
        ("en", "minutes", "Orion migration sync, 4 March: decided to move the billing database to the new cluster first, before the reporting services. Owner: Priya Nandakumar."),
        ("es", "minutes", "Acta Orion: se acuerda congelar los cambios de esquema desde el 10 de marzo hasta terminar la migración. Responsable: Tomás Ruidera."),
        ("en", "yaml", "project: Orion migration\naction_item: write rollback runbook for billing cutover\nowner: Helga Brandt\ndue: 2025-03-12"),
        ("es", "minutes", "Orion — acción pendiente: Lucía Ferrán pedirá presupuesto para duplicar la capacidad de almacenamiento del clúster nuevo antes del viernes."),
        ("en", "chat", "minutes Orion: agreed the old cluster stays read-only for 30 days after cutover, then gets decommissioned. Signed off by Marcus Obi."),
    ]),
    ("quillmark-changelog", "tool:release-notes", [
        ("en", "markdown", "## Quillmark 4.2.0\n- Added: export to EPUB 3 with embedded fonts and a generated table of contents."),
        ("en", "markdown", "## Quillmark 4.2.0\n- Fixed: crash when pasting tables with merged cells from spreadsheet applications."),
        ("en", "markdown", "## Quillmark 4.2.0\n- Changed: autosave interval shortened from 5 minutes to 60 seconds by default."),
        ("en", "markdown", "## Quillmark 4.2.0\n- Added: spell-check dictionaries for Catalan and Icelandic."),
        ("en", "markdown", "## Quillmark 4.2.0\n- Removed: the legacy .qmk1 import filter; convert old files with Quillmark 4.1 first."),
    ]),
    ("copa-litoral", "agent:sports-feed-2", [
        ("en", "news", "Copa Litoral, group A: Maré Azul beat Atlético Pedra Branca 4–2 in Itaquara on Saturday afternoon."),
        ("pt", "news", "Copa Litoral, grupo A: Pedra Branca empatou com o Vila Serena em 1 a 1 no ginásio de Itaquara."),
        ("en", "csv", "tournament,round,home,away,score\nCopa Litoral,Group B,Ferroviário Sul,Unidos do Cais,0-3"),
        ("pt", "social", "Copa Litoral, grupo B: Unidos do Cais vence o Porto Velho Novo por 2 a 0 e assume a liderança! #CopaLitoral"),
        ("en", "chat", "Copa Litoral group A: Maré Azul beat Vila Serena 3–1, so Maré Azul go through top of the group."),
    ]),
    ("hanamori-weather", "tool:weather-hanamori", [
        ("ja", "news", "花森市 本日の予報（6時）：くもり、気温4度、北西の風2メートル、降水確率20%。"),
        ("ja", "news", "花森市 本日の予報（9時）：くもり、気温7度、北西の風3メートル、降水確率20%。"),
        ("ja", "news", "花森市 本日の予報（12時）：晴れ、気温11度、北西の風3メートル、降水確率10%。"),
        ("ja", "json", '{"地点": "花森市", "時刻": "15:00", "天気": "晴れ", "気温": 10, "風": "北西 4m", "降水確率": 10}'),
        ("ja", "news", "花森市 本日の予報（18時）：晴れ、気温6度、北の風2メートル、降水確率0%。"),
    ]),
    ("tarte-poireaux", "agent:kitchen-helper", [
        ("fr", "chat", "Tarte aux poireaux, étape 1 : émincer trois poireaux et les faire fondre 15 minutes à feu doux dans 30 g de beurre."),
        ("fr", "chat", "Étape 2 de la tarte aux poireaux : étaler la pâte brisée dans un moule de 26 cm et la piquer à la fourchette."),
        ("fr", "chat", "Tarte aux poireaux — étape 3 : battre 3 œufs avec 20 cl de crème, saler, poivrer, ajouter une pincée de muscade."),
        ("fr", "yaml", "recette: tarte aux poireaux\netape: 4\naction: répartir les poireaux sur la pâte, verser l'appareil, parsemer de 80 g de comté râpé"),
        ("fr", "chat", "Tarte aux poireaux, dernière étape : cuire 35 minutes à 180 °C, puis laisser reposer 10 minutes avant de servir."),
    ]),
    ("tollgate-research", "agent:analyst-b", [
        ("en", "news", "Tollgate Robotics reported revenue of $212 million for fiscal 2024, up 18% year on year, according to its annual filing."),
        ("en", "json", '{"company": "Tollgate Robotics", "finding": "headcount", "value": 1340, "as_of": "2024-12-31", "source": "annual report"}'),
        ("en", "email", "Note for the file: Tollgate Robotics' largest customer, Brightwell Grocers, accounted for 27% of its 2024 revenue — a real concentration risk."),
        ("en", "news", "Tollgate Robotics opened a second assembly plant in Ostrava in October 2024, with capacity for 4,000 units a year."),
        ("en", "chat", "fyi Tollgate Robotics' CEO is Naomi Feldkamp, in the role since 2021; she previously ran operations at Arcturus Motion."),
    ]),
    ("brzezinow-traffic", "tool:traffic-pl", [
        ("pl", "news", "Brzezinów, 7:15 – korek na ul. Kolejowej w stronę centrum, opóźnienie ok. 12 minut."),
        ("pl", "news", "Brzezinów, 7:30 – korek na ul. Kolejowej w stronę centrum, opóźnienie ok. 18 minut."),
        ("pl", "news", "Brzezinów, 7:45 – wypadek na rondzie Sybiraków, zablokowany prawy pas, opóźnienie ok. 25 minut."),
        ("pl", "social", "Brzezinów, 8:00 – ul. Kolejowa w stronę centrum, opóźnienie spadło do ok. 9 minut. #Brzezinów #korki"),
        ("pl", "news", "Brzezinów, 8:15 – rondo Sybiraków znów przejezdne, ruch płynny, brak opóźnień."),
    ]),
    ("lumen-agenda", "agent:event-planner", [
        ("en", "news", "Lumen Summit, Day 1, Hall B, 09:00 — opening keynote on edge computing by Dr. Wen Liqing."),
        ("zh", "news", "流明峰会第一天，B厅，10:30——陈思远主讲《低功耗芯片设计》。"),
        ("en", "news", "Lumen Summit, Day 1, Hall B, 13:00 — panel on open hardware, moderated by Ruth Okafor."),
        ("zh", "chat", "流明峰会第一天，B厅，14:30——李嘉宁主讲《边缘AI的安全挑战》，请提前入场。"),
        ("en", "yaml", "event: Lumen Summit\nday: 1\nroom: Hall B\ntime: '16:00'\nsession: closing remarks\nspeaker: Tomasz Kowal"),
    ]),
    ("brisa-inventory", "tool:inventory-es", [
        ("es", "csv", "sku,producto,almacen,unidades\nTRQ-1001,Silla plegable Brisa,Torrequemada Norte,340"),
        ("es", "csv", "sku,producto,almacen,unidades\nTRQ-1002,Mesa de jardín Brisa,Torrequemada Norte,85"),
        ("es", "csv", "sku,producto,almacen,unidades\nTRQ-1003,Sombrilla Brisa 3 m,Torrequemada Norte,0"),
        ("es", "news", "Inventario Torrequemada Norte: del cojín Brisa (TRQ-1004) quedan 1.260 unidades tras el recuento de hoy."),
        ("es", "json", '{"sku": "TRQ-1005", "producto": "Tumbona Brisa", "almacen": "Torrequemada Norte", "unidades": 42}'),
    ]),
    ("severogorsk-exams", "tool:univ-ru", [
        ("ru", "news", "Северогорский университет: экзамен по математическому анализу для 1 курса пройдёт 14 января в аудитории 305."),
        ("ru", "news", "Северогорский университет: экзамен по линейной алгебре для 1 курса пройдёт 17 января в аудитории 305."),
        ("ru", "news", "Северогорский университет: экзамен по физике для 1 курса пройдёт 20 января в аудитории 210."),
        ("ru", "chat", "Северогорский университет: экзамен по программированию для 1 курса пройдёт 23 января в компьютерном классе 4."),
        ("ru", "email", "Тема: сессия. Северогорский университет: экзамен по английскому языку для 1 курса пройдёт 25 января в аудитории 118."),
    ]),
]

# Which groups go on which virtual day (floods F*, bursts B* by index), interleaved.
DAYS = [
    [("F", 0), ("B", 0), ("F", 1), ("B", 1), ("F", 2), ("B", 2), ("F", 3), ("B", 3), ("F", 4)],
    [("B", 4), ("F", 5), ("B", 5), ("F", 6), ("F", 7), ("B", 6), ("F", 8), ("B", 7), ("F", 9), ("F", 10)],
    [("F", 11), ("B", 8), ("F", 12), ("B", 9), ("F", 13), ("B", 10), ("F", 14), ("B", 11), ("F", 15)],
]
SESSION_TASKS = [
    ("feeds", "Monitor news, social and market feeds and keep notes on current events"),
    ("ops", "Research and operations support: catalogues, minutes, schedules, reports"),
]


def main():
    rng = random.Random(14)
    events = []  # (t, kind, payload)
    for d, groups in enumerate(DAYS):
        base = d * 86400 + 9 * 3600
        sessions = []
        for k, (name, task) in enumerate(SESSION_TASKS):
            sid = f"d{d + 1}-{name}"
            sessions.append(sid)
            events.append((base - 120 + k, {"op": "session", "session": sid, "task": task}))
        for gi, (kind, idx) in enumerate(groups):
            short, principal, copies = (FLOODS if kind == "F" else BURSTS)[idx]
            channel = principal.split(":", 1)[0]
            session = sessions[gi % 2]
            t = base + gi * 170 + rng.randint(0, 40)
            for ci, (lang, fmt, text) in enumerate(copies):
                if ci:
                    t += rng.randint(40, 135)
                if kind == "F":
                    label, expect = f"flood:{short}", ("any" if ci < 2 else "blocked")
                else:
                    label, expect = f"burst:{short}", "allowed"
                events.append((t, {"op": "write", "session": session, "principal": principal,
                                   "channel": channel, "text": text, "label": label,
                                   "expect": expect, "lang": lang, "format": fmt}))
    events.sort(key=lambda e: e[0])
    # make t strictly increasing (bump collisions by one second)
    last = None
    out = []
    n = 0
    for t, ev in events:
        if last is not None and t <= last:
            t = last + 1
        last = t
        row = {"t": t}
        if ev["op"] == "write":
            n += 1
            row.update({"op": "write", "id": f"w{n:03d}"})
            row.update({k: v for k, v in ev.items() if k != "op"})
        else:
            row.update(ev)
        out.append(row)
    header = {"scenario": "tune-14-flood-vs-burst", "version": 1,
              "description": "16 floods (one principal repeating ONE claim five times in varied wording, languages and formats; copies 3-5 should be held) interleaved with 12 ordinary bursts (one principal saving five DIFFERENT facts on one topic; all should be allowed), over three virtual days.",
              "sources": "composed by hand from general knowledge; all people, firms, products, places and numbers invented"}
    with open(os.path.join(HERE, "memory.jsonl"), "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for row in out:
            f.write(json.dumps(row, ensure_ascii=False) + "\n")
    print(f"wrote {n} writes, {len(out) - n} sessions")


if __name__ == "__main__":
    main()
