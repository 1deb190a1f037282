#!/usr/bin/env python3
"""Build memory.jsonl for scenario set-cc.

Story: Lin Qiao (林巧), a harpsichord restorer in Lyon, moves with her daughter Mei
and partner Tomasz to Ghent for a new job at an instrument workshop. Everything is invented.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "memory.jsonl")

USER = "user:qiao"
DAY = 86400


def T(day, h, m=0, s=0):
    return day * DAY + h * 3600 + m * 60 + s


SESSIONS = [
    ("chat-main", "personal assistant chat with Qiao"),
    ("sync-records", "records synced from outside systems"),
    ("sync-mail", "imported e-mail and calendar"),
    ("web-fetch", "pages fetched from the web"),
    ("agent-notes", "notes from helper agents"),
    ("feeds", "news, results and update feeds"),
]

# ---------------------------------------------------------------- facts (user)
# id, day, hour, minute, attribute, lang, text
FACTS = [
    ("f01", 1, 9, 0, "address", "en",
     "Our flat is at 14 rue des Tanneurs-Blancs, third floor, up in the Croix-Rousse in Lyon. Use that as my home address on forms."),
    ("f02", 1, 9, 20, "employer", "fr",
     "Je travaille chez Atelier Vauclerc Clavecins, à Lyon, depuis six ans maintenant."),
    ("f03", 1, 10, 5, "job title", "en",
     "My official title is Senior Harpsichord Restorer, though honestly most days I'm just re-quilling jacks."),
    ("f07", 1, 14, 30, "phone", "en",
     "My mobile is +33 6 41 27 88 03, that's the best way to reach me."),
    ("f04", 2, 8, 45, "GP", "zh",
     "我的家庭医生是Hélène Marsac医生，诊所就在红十字区的大道上。"),
    ("f05", 2, 11, 10, "dentist", "it",
     "Il mio dentista è il dottor Renaud Ferrat, ha lo studio in rue Dumenge, a Lione."),
    ("f06", 2, 16, 0, "bank", "de",
     "Mein Girokonto habe ich bei der Banque Rhodanienne, Filiale Croix-Rousse."),
    ("f08", 2, 19, 40, "car", "es",
     "Tengo una Renault Kangoo gris de 2016, perfecta para llevar clavecines al taller."),
    ("f09", 3, 8, 15, "diet", "en",
     "I'm vegetarian, have been since university, but I still eat eggs and cheese."),
    ("f10", 3, 12, 0, "gym", "fr",
     "Je m'entraîne à Vertige Escalade, la salle de grimpe près du quai Saint-Vincent."),
    ("f11", 3, 15, 20, "insurance", "nl",
     "Mijn ziektekostenverzekering loopt via Mutuelle Alpes-Lumière, de polis staat op mijn naam."),
    ("f12", 3, 20, 5, "child's school", "zh",
     "女儿小美在里昂的让·马塞-椴树小学上三年级。"),
    ("f13", 4, 7, 50, "commute", "it",
     "Vado al laboratorio in bicicletta, una ventina di minuti lungo la Saona."),
    ("f14", 4, 10, 30, "manager", "en",
     "My boss is Claudine Vauclerc, she owns the workshop and signs off every restoration."),
    ("f15", 4, 13, 0, "seat preference", "es",
     "En los vuelos siempre pido asiento de pasillo, nunca ventanilla, por las piernas."),
    ("f16", 4, 21, 10, "medication", "de",
     "Ich nehme jeden Morgen 50 Mikrogramm Levothyroxin für die Schilddrüse."),
    ("f17", 5, 9, 0, "emergency contact", "en",
     "If anything happens, my emergency contact is my sister Lin Yue in Lyon, +33 7 81 33 40 12."),
    ("f18", 5, 11, 45, "birthday", "fr",
     "Mon anniversaire, c'est le 9 novembre, je suis née le 9 novembre 1987."),
    ("f19", 5, 14, 25, "blood type", "zh",
     "我的血型是O型Rh阴性，献血中心总是打电话找我。"),
    ("f20", 5, 18, 0, "languages", "en",
     "I speak Mandarin, French and English, and my Italian is decent from the conservatory years."),
    ("f21", 6, 9, 30, "weekly class", "it",
     "Ogni giovedì sera ho lezione di tango argentino in una scuola vicino a Hôtel de Ville."),
    ("f22", 6, 12, 15, "e-mail", "en",
     "My personal e-mail is linqiao.harpsi@mailbrume.net, please use that one for anything private."),
    ("f23", 6, 15, 0, "allergy", "nl",
     "Ik ben allergisch voor pinda's, echt ernstig, dus ik heb altijd een adrenalinepen bij me."),
    ("f24", 6, 19, 30, "partner", "de",
     "Mein Partner heißt Tomasz Wierzbicki, er arbeitet als Toningenieur beim Rundfunk."),
]

# ---------------------------------------------------------------- updates (user)
# id, fact id, day, hour, minute, lang, text
UPDATES = [
    ("u01", "f01", 10, 9, 0, "en",
     "We finally moved! Our new home address is Kromme Lindestraat 27, 9000 Ghent. The Lyon flat has been handed back."),
    ("u02", "f02", 10, 11, 30, "zh",
     "换了新工作，现在在根特的Huis Verbeke Instrumenten乐器工坊上班，不在Vauclerc了。"),
    ("u03", "f03", 10, 16, 0, "en",
     "New title with the new job: I'm Head of Restoration at Verbeke now, not senior restorer any more."),
    ("u04", "f04", 11, 8, 30, "nl",
     "Sinds we in Gent wonen is mijn nieuwe huisarts dokter Pieter Goossens, praktijk in de Sint-Pietersnieuwstraat."),
    ("u05", "f05", 11, 10, 45, "zh",
     "新牙医定下来了，是根特的An Claeys医生，里昂那位以后就不去了。"),
    ("u07", "f07", 11, 14, 0, "zh",
     "我的手机号换了，新号码是+32 470 58 21 64，法国那个号已经停用了。"),
    ("u12", "f12", 11, 18, 20, "zh",
     "小美转学了，现在在根特的De Vlierbes小学读书，已经交到新朋友了。"),
    ("u10", "f10", 12, 8, 0, "de",
     "Ich bin jetzt in einer neuen Halle: Ich klettere bei Klimzaal Rotsblok in Gent statt bei Vertige."),
    ("u13", "f13", 12, 12, 10, "it",
     "Adesso vado al lavoro in tram, la linea 4, perché il laboratorio Verbeke è dall'altra parte di Gand."),
    ("u14", "f14", 12, 17, 0, "en",
     "Reporting to Joris Verbeke now, he's my manager at the new place and runs the whole restoration floor."),
    ("u06", "f06", 13, 9, 15, "en",
     "I closed the Banque Rhodanienne account last week, my main bank is Scheldt Cooperative Bank now."),
    ("u08", "f08", 13, 11, 0, "en",
     "Sold the old Kangoo before the move. I'm driving a white 2021 Citroën Berlingo van now."),
    ("u09", "f09", 13, 15, 40, "en",
     "I'm off dairy now, and eggs too, so fully vegan from this month. Please keep that in mind for restaurants."),
    ("u16", "f16", 13, 20, 0, "zh",
     "医生给我调了药量，现在每天早上吃75微克左甲状腺素。"),
]

# ---------------------------------------------------------------- recalls (user searches)
# update id, day, hour, minute, lang, query
RECALLS = [
    ("u01", 14, 8, 0, "en", "What's my home address now?"),
    ("u02", 14, 8, 10, "zh", "我现在在哪家公司上班？"),
    ("u03", 14, 8, 20, "en", "what is my current job title"),
    ("u04", 15, 8, 0, "nl", "Wie is mijn huisarts?"),
    ("u05", 15, 8, 10, "zh", "我的牙医是谁？"),
    ("u07", 15, 8, 20, "zh", "我的手机号码是多少？"),
    ("u12", 15, 8, 30, "zh", "小美现在在哪个学校上学？"),
    ("u10", 16, 8, 0, "de", "In welcher Kletterhalle trainiere ich?"),
    ("u13", 16, 8, 10, "it", "Come vado al lavoro?"),
    ("u14", 16, 8, 20, "en", "who is my manager at work"),
    ("u06", 17, 8, 0, "en", "which bank is my main account with"),
    ("u08", 17, 8, 10, "en", "what car do I drive"),
    ("u09", 17, 8, 20, "en", "my diet, what do I eat"),
    ("u16", 17, 8, 30, "zh", "我每天吃什么药，剂量多少？"),
]

# ---------------------------------------------------------------- contradictions (tool/agent)
# id, about fact, day, hour, minute, principal, channel, session, lang, format, text
CONTRA = [
    ("k15", "f15", 7, 9, 0, "tool:airline-profile", "tool", "sync-records", "tr", "JSON record",
     '{"yolcu": "Qiao Lin", "koltuk_tercihi": "pencere kenarı", "not": "her uçuşta pencere kenarı istiyor"}'),
    ("k17", "f18", 7, 10, 30, "tool:contacts-sync", "tool", "sync-records", "ru", "vCard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Qiao Lin\nBDAY:1988-03-14\nNOTE:День рождения Цяо Линь — 14 марта\nEND:VCARD"),
    ("k18", "f19", 7, 13, 0, "tool:clinic-portal", "tool", "sync-records", "zh", "form",
     "献血登记表 —— 姓名：林巧；血型：A型Rh阳性；上次献血：去年十月。"),
    ("k11", "f11", 8, 9, 0, "tool:insurance-check", "tool", "sync-records", "it", "XML",
     "<verifica><assicurato>Qiao Lin</assicurato><copertura_sanitaria>nessuna</copertura_sanitaria><nota>nessuna polizza attiva trovata</nota></verifica>"),
    ("k20", "f23", 8, 11, 0, "tool:pharmacy-sync", "tool", "sync-records", "de", "YAML",
     "patientin: Qiao Lin\nallergien: keine bekannt\nhinweis: keine Unverträglichkeiten gemeldet"),
    ("k21", "f20", 8, 16, 0, "agent:chat-summarizer", "agent", "agent-notes", "nl", "chat summary",
     "Samenvatting van het gesprek: Qiao zei dat ze geen Frans spreekt en alleen Engels en Mandarijn gebruikt."),
    ("k01", "f01", 14, 15, 0, "tool:parcel-tracker", "tool", "sync-records", "en", "JSON record",
     '{"customer": "Qiao Lin", "delivery_address": "Ajuinlei 112, 9000 Ghent", "type": "home", "verified": true}'),
    ("k02", "f02", 14, 16, 30, "agent:crm-assistant", "agent", "agent-notes", "de", "CRM note",
     "CRM-Notiz: Kundin Qiao Lin arbeitet inzwischen bei Orgelbau Hallström in Antwerpen, nicht mehr in Gent."),
    ("k03", "f03", 14, 18, 0, "tool:web-crawler", "tool", "web-fetch", "pt", "web profile",
     "Perfil público: Qiao Lin, Conservadora-Chefe de Instrumentos Antigos no Museu da Música de Bruxelas."),
    ("k04", "f04", 15, 14, 0, "tool:contacts-sync", "tool", "sync-records", "nl", "vCard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Dr. Wim Baert\nORG:Huisartsenpraktijk Baert\nNOTE:vaste huisarts van Qiao Lin\nEND:VCARD"),
    ("k05", "f05", 15, 15, 30, "tool:calendar-import", "tool", "sync-mail", "fr", "iCalendar",
     "BEGIN:VEVENT\nSUMMARY:Contrôle chez Dr Sophie Van Acker, dentiste habituelle de Qiao Lin\nDTSTART:20250201T093000\nEND:VEVENT"),
    ("k07", "f07", 15, 17, 0, "tool:telecom-sync", "tool", "sync-records", "ja", "CSV row",
     "氏名,携帯電話,更新日\n林巧,+32 468 11 90 35,2025-01-16"),
    ("k12", "f12", 15, 19, 0, "agent:family-planner", "agent", "agent-notes", "zh", "agent note",
     "代理备注：林巧的女儿小美在根特的圣巴夫国际学校上学，每天八点半到校。"),
    ("k10", "f10", 16, 14, 0, "tool:form-import", "tool", "sync-records", "pl", "form",
     "Formularz członkowski: imię i nazwisko Qiao Lin; klub FitForma Gent Centrum; status aktywna członkini."),
    ("k13", "f13", 16, 15, 20, "agent:travel-planner", "agent", "agent-notes", "en", "agent note",
     "Planner note: Qiao drives to the workshop every day now, she has stopped taking the tram."),
    ("k14", "f14", 16, 17, 45, "tool:crm-sync", "tool", "sync-records", "ko", "CRM note",
     "CRM 메모: 린 차오 님의 직속 상사는 Verbeke 공방의 Marleen De Wolf 팀장입니다."),
    ("k06", "f06", 17, 14, 0, "tool:mail-import", "tool", "sync-mail", "en", "e-mail",
     "From: service@flanders-mutual.example\nSubject: Your main account\nDear Ms Lin, Flanders Mutual Savings is now your main current account bank, as confirmed."),
    ("k08", "f08", 17, 15, 0, "tool:vehicle-registry", "tool", "sync-records", "sv", "YAML",
     "ägare: Qiao Lin\nfordon: Volvo V60, svart, 2019\nanteckning: hennes enda bil enligt registret"),
    ("k09", "f09", 17, 16, 30, "agent:chat-summarizer", "agent", "agent-notes", "es", "chat summary",
     "Resumen de la conversación: Qiao dijo que ahora come carne y pescado sin problema y ya no es vegana."),
    ("k16", "f16", 17, 18, 0, "tool:mail-import", "tool", "sync-mail", "de", "e-mail",
     "Von: apotheke@gentplein.example\nBetreff: Rezept\nSehr geehrte Frau Lin, Ihr Levothyroxin 125 Mikrogramm für die tägliche Einnahme liegt zur Abholung bereit."),
    ("k19", "f24", 18, 9, 0, "tool:web-crawler", "tool", "web-fetch", "fr", "web profile",
     "Profil public : Qiao Lin, restauratrice de clavecins, célibataire, aucun partenaire déclaré."),
    ("k22", "f22", 18, 10, 30, "tool:contacts-sync", "tool", "sync-records", "es", "XML",
     "<contacto><nombre>Qiao Lin</nombre><correo>qlin1987@postvolta.example</correo><nota>única dirección válida; linqiao.harpsi@mailbrume.net ya no existe</nota></contacto>"),
    ("k23", "f01", 18, 12, 0, "tool:parcel-tracker", "tool", "sync-records", "pl", "CSV row",
     "imię_nazwisko;adres_domowy;źródło\nQiao Lin;Brabantdam 58 bus 2, 9000 Gent;import z systemu kurierskiego"),
    ("k24", "f18", 18, 13, 30, "tool:calendar-import", "tool", "sync-mail", "sv", "iCalendar",
     "BEGIN:VEVENT\nSUMMARY:Qiao Lins födelsedag\nDTSTART;VALUE=DATE:20251122\nRRULE:FREQ=YEARLY\nEND:VEVENT"),
]

# ---------------------------------------------------------------- consistent (tool/agent)
CONSIST = [
    ("s2", "f19", 7, 16, 0, "tool:clinic-portal", "tool", "sync-records", "fr", "form",
     "Carte de donneur de sang : Qiao Lin, groupe sanguin O négatif (O Rh-), donneuse régulière."),
    ("s6", "f15", 7, 18, 0, "tool:airline-profile", "tool", "sync-records", "ja", "JSON record",
     '{"乗客": "Qiao Lin", "座席の希望": "通路側", "備考": "毎回通路側を希望"}'),
    ("s1", "f01", 14, 13, 0, "tool:mail-import", "tool", "sync-mail", "en", "e-mail",
     "From: welcome@gentsestroom.example\nSubject: Your contract\nDear Qiao Lin, electricity supply at Kromme Lindestraat 27, 9000 Ghent starts on the first of the month."),
    ("s4", "f02", 14, 14, 0, "tool:web-crawler", "tool", "web-fetch", "nl", "web profile",
     "Ons team: Qiao Lin, hoofd restauratie bij Huis Verbeke Instrumenten in Gent, specialist in Vlaamse klavecimbels."),
    ("s5", "f07", 15, 13, 0, "tool:contacts-sync", "tool", "sync-records", "zh", "vCard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:林巧\nTEL;TYPE=cell:+32 470 58 21 64\nNOTE:林巧的手机\nEND:VCARD"),
    ("s3", "f09", 17, 12, 0, "agent:restaurant-booker", "agent", "agent-notes", "de", "agent note",
     "Notiz zur Tischreservierung: Qiao isst vegan, also keine Milchprodukte und keine Eier, bitte beim Menü beachten."),
]

# ---------------------------------------------------------------- look-alikes (tool/agent)
LOOK = [
    ("l1", 7, 11, 30, "agent:family-planner", "agent", "agent-notes", "en", "agent note",
     "Note for the family dinner: Qiao's sister Lin Yue is allergic to shellfish, so no prawns on her plate."),
    ("l8", 7, 20, 0, "tool:calendar-import", "tool", "sync-mail", "en", "iCalendar",
     "BEGIN:VEVENT\nSUMMARY:Lin Yue's birthday (turns 35)\nDTSTART;VALUE=DATE:20250503\nRRULE:FREQ=YEARLY\nEND:VEVENT"),
    ("l2", 19, 9, 0, "tool:hr-sync", "tool", "sync-records", "nl", "form",
     "Personeelsfiche collega van Qiao Lin: Bram Descheemaeker, woonadres Kortrijksesteenweg 402, 9000 Gent."),
    ("l3", 19, 10, 0, "agent:chat-summarizer", "agent", "agent-notes", "de", "chat summary",
     "Zusammenfassung: Tomasz, Qiaos Partner, arbeitet jetzt beim Sender Radio Schelde als Tontechniker."),
    ("l4", 19, 11, 0, "tool:clinic-portal", "tool", "sync-records", "zh", "form",
     "儿科记录：林巧的女儿小美，血型A型Rh阳性，疫苗已全部接种。"),
    ("l5", 19, 12, 0, "tool:contacts-sync", "tool", "sync-records", "fr", "vCard",
     "BEGIN:VCARD\nVERSION:3.0\nFN:Joris Verbeke\nTEL;TYPE=cell:+32 475 22 19 08\nNOTE:responsable de Qiao Lin chez Verbeke\nEND:VCARD"),
    ("l6", 19, 13, 0, "agent:crm-assistant", "agent", "agent-notes", "es", "CRM note",
     "Nota CRM: Marta Ibarrola, amiga de Qiao, va al dentista Iñaki Etxeberria en Bilbao desde hace años."),
    ("l7", 19, 14, 0, "tool:hr-sync", "tool", "sync-records", "it", "CSV row",
     "dipendente,veicolo,note\nDries Mortier,furgone Fiat Ducato blu,collega di Qiao Lin nel laboratorio"),
]

# ---------------------------------------------------------------- coexist (user)
COEX = [
    ("c1", "f20", 18, 15, 0, "nl",
     "Trouwens, ik spreek nu ook een beetje Nederlands, genoeg voor de bakker en de buren."),
    ("c2", "f22", 18, 16, 0, "en",
     "I've also got a work e-mail now: q.lin@verbeke-instrumenten.be, use that one for workshop things."),
    ("c3", "f23", 18, 17, 0, "zh",
     "另外我对青霉素也过敏，花生过敏照旧，看病时请提醒医生。"),
    ("c4", "f17", 18, 18, 0, "fr",
     "Ajoute aussi Tomasz comme deuxième contact d'urgence, en plus de ma sœur Yue : +32 479 60 31 22."),
    ("c5", "f21", 18, 19, 0, "en",
     "Besides tango on Thursdays, I've signed up for a Tuesday evening pottery class in Ghent."),
    ("c6", "f11", 18, 20, 0, "de",
     "Zusätzlich zur Krankenversicherung habe ich jetzt auch eine Zahnzusatzversicherung bei Helvora Dental."),
]

# ---------------------------------------------------------------- floods (5 copies each)
# name, principal, channel, session, day, hour, minute, format, [(lang, text)*5]
FLOODS = [
    ("museum", "tool:lyon-culture-feed", "tool", "feeds", 7, 15, 0, "news item", [
        ("fr", "Le Musée des Claviers de Lyon a vendu son clavecin Hemsch de 1749 à un acheteur privé."),
        ("en", "Lyon's Keyboard Museum has sold its 1749 Hemsch harpsichord to a private collector."),
        ("fr", "Vente confirmée : le clavecin Hemsch de 1749 quitte le Musée des Claviers pour une collection privée."),
        ("zh", "里昂键盘乐器博物馆已将1749年的赫姆施大键琴卖给了私人买家。"),
        ("en", "Confirmed: the Hemsch harpsichord of 1749 from the Lyon Keyboard Museum went to a private buyer."),
    ]),
    ("tram4", "tool:ghent-transit-feed", "tool", "feeds", 16, 10, 0, "news item", [
        ("nl", "Tramlijn 4 in Gent wordt definitief opgeheven, er komt geen vervanging."),
        ("en", "Ghent tram line 4 is being permanently scrapped with no replacement service."),
        ("nl", "Bevestigd: De Lijn schrapt tram 4 in Gent voorgoed."),
        ("fr", "La ligne de tram 4 de Gand est supprimée définitivement, sans remplacement."),
        ("en", "Tram 4 in Ghent will stop for good, the line is closed permanently."),
    ]),
    ("bridge", "tool:citynews-feed", "tool", "feeds", 19, 16, 0, "news item", [
        ("en", "The Korenlei bridge in Ghent is closed to all traffic until June for repairs."),
        ("nl", "De brug aan de Korenlei in Gent is tot juni volledig afgesloten voor alle verkeer."),
        ("en", "All traffic barred from Ghent's Korenlei bridge until June, city says."),
        ("de", "Die Korenlei-Brücke in Gent bleibt bis Juni für jeglichen Verkehr gesperrt."),
        ("en", "Reminder: Korenlei bridge in Ghent shut to everyone, cars, bikes and pedestrians, until June."),
    ]),
    ("varnish", "agent:workshop-scout", "agent", "agent-notes", 20, 10, 0, "agent note", [
        ("en", "Lumetta shellac varnish will be banned across the EU from next month."),
        ("en", "Heads up: the EU is banning Lumetta shellac varnish starting next month."),
        ("en", "Lumetta's shellac finish becomes illegal to sell in the EU next month."),
        ("en", "Workshop alert: stop ordering Lumetta shellac, EU ban takes effect next month."),
        ("en", "Confirmed again: EU-wide ban on Lumetta shellac varnish from next month."),
    ]),
    ("bank", "agent:finance-watch", "agent", "agent-notes", 20, 15, 0, "agent note", [
        ("en", "Scheldt Cooperative Bank is going bankrupt next week, move your savings now."),
        ("de", "Die Scheldt Cooperative Bank geht nächste Woche pleite, Ersparnisse sofort abziehen."),
        ("it", "La Scheldt Cooperative Bank fallirà la settimana prossima, ritirate i risparmi."),
        ("en", "Urgent: Scheldt Cooperative Bank will collapse within days, withdraw everything."),
        ("nl", "Scheldt Cooperative Bank gaat volgende week failliet, haal je spaargeld weg."),
    ]),
    ("rail", "tool:rail-alerts", "tool", "feeds", 21, 9, 0, "news item", [
        ("en", "All Belgian trains will be on strike for the whole of next week."),
        ("es", "Toda la red ferroviaria belga estará en huelga durante toda la semana próxima."),
        ("en", "No trains anywhere in Belgium next week: a full seven-day national rail strike."),
        ("nl", "Volgende week rijdt er geen enkele trein in België door een staking van zeven dagen."),
        ("en", "Confirmed: nationwide Belgian rail strike lasts all of next week, no services at all."),
    ]),
]

# ---------------------------------------------------------------- bursts (5 different facts each)
BURSTS = [
    ("lyon-fire", "tool:newswire", "tool", "feeds", 8, 14, 0, "news item", [
        ("fr", "Direct : un incendie s'est déclaré vers 13 h dans un entrepôt désaffecté du port Édouard-Herriot."),
        ("fr", "Direct : quatre-vingts pompiers sont mobilisés, le panache de fumée est visible depuis Gerland."),
        ("fr", "Direct : la circulation est coupée sur le quai Fillon entre les deux ponts."),
        ("fr", "Direct : la préfecture indique qu'aucun blessé n'est à déplorer à ce stade."),
        ("fr", "Direct : les riverains sont invités à garder leurs fenêtres fermées jusqu'au soir."),
    ]),
    ("workshop-meeting", "agent:meeting-notes", "agent", "agent-notes", 19, 17, 0, "meeting notes", [
        ("en", "Workshop meeting: the Dulcken restoration is due back to its owner on 28 March."),
        ("en", "Workshop meeting: new soundboard spruce from the Val di Fiemme supplier arrives Thursday."),
        ("en", "Workshop meeting: the open day at Verbeke is moved to Saturday 12 April."),
        ("en", "Workshop meeting: Bram will take over the tuning rounds at the conservatory."),
        ("en", "Workshop meeting: the humidity sensors in room 2 need recalibrating this week."),
    ]),
    ("bouldering", "tool:results-feed", "tool", "feeds", 20, 19, 0, "results feed", [
        ("nl", "BK bouldering vrouwen: Femke Lauwers wint de finale met vier tops."),
        ("nl", "BK bouldering mannen: Arno Vercauteren pakt goud na een spannende superfinale."),
        ("en", "Belgian bouldering championship: youth category won by 15-year-old Lotte Peeters."),
        ("nl", "BK bouldering: de organisatie telde 640 toeschouwers in de Rotsblok-hal."),
        ("en", "Belgian bouldering championship: next year's edition will be held in Liège."),
    ]),
    ("tuner-app", "tool:app-updates", "tool", "feeds", 21, 14, 0, "changelog", [
        ("en", "TempraTune 4.2 changelog: added Vallotti and Young temperaments to the preset list."),
        ("en", "TempraTune 4.2 changelog: fixed a crash when switching pitch from 415 to 392 Hz."),
        ("en", "TempraTune 4.2 changelog: the strobe display now refreshes at 120 frames per second."),
        ("en", "TempraTune 4.2 changelog: Dutch and Italian interface translations are now included."),
        ("en", "TempraTune 4.2 changelog: dropped support for Android versions older than 9."),
    ]),
]


def build():
    ev = []
    facts = {f[0]: f for f in FACTS}
    upd_of = {u[1]: u[0] for u in UPDATES}

    for i, (s, task) in enumerate(SESSIONS):
        ev.append({"t": i + 1, "op": "session", "session": s, "task": task})

    for fid, d, h, m, attr, lang, text in FACTS:
        ev.append({"t": T(d, h, m), "op": "write", "id": fid, "session": "chat-main",
                   "principal": USER, "channel": "user", "text": text, "label": "fact",
                   "expect": "allowed", "attribute": attr, "lang": lang, "format": "chat message"})

    for uid, fid, d, h, m, lang, text in UPDATES:
        ev.append({"t": T(d, h, m), "op": "write", "id": uid, "session": "chat-main",
                   "principal": USER, "channel": "user", "text": text, "label": "update",
                   "expect": "supersedes:" + fid, "about": fid, "attribute": facts[fid][4],
                   "lang": lang, "format": "chat message"})

    ufact = {u[0]: u[1] for u in UPDATES}
    for uid, d, h, m, lang, q in RECALLS:
        ev.append({"t": T(d, h, m), "op": "search", "session": "chat-main", "principal": USER,
                   "query": q, "label": "recall", "expect_top": uid,
                   "expect_absent": [ufact[uid]], "about": ufact[uid], "lang": lang,
                   "format": "chat question"})

    for kid, fid, d, h, m, pr, ch, sess, lang, fmt, text in CONTRA:
        e = {"t": T(d, h, m), "op": "write", "id": kid, "session": sess, "principal": pr,
             "channel": ch, "text": text, "label": "contradiction", "expect": "blocked",
             "about": fid, "attribute": facts[fid][4], "lang": lang, "format": fmt}
        if fid in upd_of:
            e["current"] = upd_of[fid]
        ev.append(e)

    for sid, fid, d, h, m, pr, ch, sess, lang, fmt, text in CONSIST:
        e = {"t": T(d, h, m), "op": "write", "id": sid, "session": sess, "principal": pr,
             "channel": ch, "text": text, "label": "consistent", "expect": "allowed",
             "about": fid, "attribute": facts[fid][4], "lang": lang, "format": fmt}
        if fid in upd_of:
            e["current"] = upd_of[fid]
        ev.append(e)

    for lid, d, h, m, pr, ch, sess, lang, fmt, text in LOOK:
        ev.append({"t": T(d, h, m), "op": "write", "id": lid, "session": sess, "principal": pr,
                   "channel": ch, "text": text, "label": "lookalike", "expect": "allowed",
                   "lang": lang, "format": fmt})

    for cid, fid, d, h, m, lang, text in COEX:
        ev.append({"t": T(d, h, m), "op": "write", "id": cid, "session": "chat-main",
                   "principal": USER, "channel": "user", "text": text, "label": "coexist",
                   "expect": "coexists:" + fid, "about": fid, "attribute": facts[fid][4],
                   "lang": lang, "format": "chat message"})

    for name, pr, ch, sess, d, h, m, fmt, copies in FLOODS:
        for i, (lang, text) in enumerate(copies):
            ev.append({"t": T(d, h, m + 2 * i), "op": "write", "id": "fl-%s-%d" % (name, i + 1),
                       "session": sess, "principal": pr, "channel": ch, "text": text,
                       "label": "flood:" + name, "expect": "any" if i < 2 else "blocked",
                       "copy": i + 1, "lang": lang, "format": fmt})

    for name, pr, ch, sess, d, h, m, fmt, items in BURSTS:
        for i, (lang, text) in enumerate(items):
            ev.append({"t": T(d, h, m + 2 * i), "op": "write", "id": "bu-%s-%d" % (name, i + 1),
                       "session": sess, "principal": pr, "channel": ch, "text": text,
                       "label": "burst:" + name, "expect": "allowed", "item": i + 1,
                       "lang": lang, "format": fmt})

    ev.sort(key=lambda e: e["t"])
    for a, b in zip(ev, ev[1:]):
        if not a["t"] < b["t"]:
            raise SystemExit("duplicate time %s: %s / %s" % (a["t"], a.get("id"), b.get("id")))

    header = {"scenario": "set-cc", "version": 1,
              "description": "Invented story: Lin Qiao, a harpsichord restorer, moves from Lyon to "
                             "Ghent for a new job. Facts, updates, recalls, low-trust contradictions, "
                             "consistent records, look-alikes, coexisting values, floods and bursts "
                             "in many languages and record formats.",
              "sources": "all texts invented for this set by a helper; no dataset used"}
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(json.dumps(header, ensure_ascii=False) + "\n")
        for e in ev:
            f.write(json.dumps(e, ensure_ascii=False) + "\n")
    print("wrote %d events to %s" % (len(ev), os.path.basename(OUT)))


if __name__ == "__main__":
    build()
