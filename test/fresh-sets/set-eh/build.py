#!/usr/bin/env python3
"""Build chat.jsonl for fresh set `set-eh` (standard library only, deterministic).

Two friends, Lena (Kiel, later Stralsund) and Aidan (Cork, later Kinsale), chat over
20 sessions between 3 January and 4 April 2025, in English and (7 sessions) in German.
Run: python3 build.py   -> writes chat.jsonl next to this file.
"""
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "chat.jsonl")

PRINCIPALS = {"L": "user:lena", "A": "user:aidan"}
NAMES = {"L": "Lena", "A": "Aidan"}


def W(spk, text, label="chat", to=None, key=None, tags=()):
    """A chat turn. label: chat | update | you-remark. to: key of the target turn."""
    return {"kind": "write", "spk": spk, "text": text, "label": label,
            "to": to, "key": key, "tags": list(tags)}


def Q(spk, query, upd):
    """A recall search after the update with key `upd`."""
    return {"kind": "search", "spk": spk, "query": query, "upd": upd}


EN, DE = "en", "de"

# (number, day offset from 2025-01-01, start second of day, language, task, events)
SESSIONS = [
 (1, 2, 19 * 3600 + 610, EN, "chat with a friend: new-year catch-up", [
  W("L", "Happy new year, Aidan! I've been back at the marine research institute in Kiel since Thursday \u2014 still the lab technician in the plankton group, still counting copepods.", key="L_job", tags=["job"]),
  W("A", "Happy new year to you too! I'm back at the mapping firm in Cork as well, and we've landed a big contract redrawing the flood maps for the county council.", key="A_job", tags=["job"]),
  W("L", "Did I tell you I joined a choir in December? I sing alto, and we rehearse every Thursday evening in a parish hall in Gaarden.", key="L_choir"),
  W("A", "That's brilliant. I'm back playing fiddle at the Wednesday trad session in Sin \u00c9 \u2014 it's the one night of the week when I properly switch off.", key="A_session"),
  W("L", "Is that the pub by the river where we got drenched walking home in 2019?", key="L_pub", tags=["you"]),
  W("A", "The very same, and the roof still leaks over the corner table. How was Christmas with your family?", to="A_session"),
  W("L", "Quiet and lovely. Then straight back to my little flat in Gaarden, which was freezing because the landlord still hasn't fixed the heating.", to="L_choir", key="L_home"),
  W("A", "Nag him in writing, it works. Ciar\u00e1n and I have the opposite problem in our terraced house off Shandon Street \u2014 the heating is stuck on full blast.", key="A_home"),
 ]),
 (2, 6, 20 * 3600 + 1240, EN, "chat with a friend: training and weekend plans", [
  W("L", "Big news: I've signed up for the Hamburg half marathon at the end of April. Training starts this week, three runs a week.", key="L_race", tags=["plan"]),
  W("A", "Twenty-one kilometres \u2014 fair play to you. Are you following a proper plan or making it up as you go?", key="A_q21", tags=["you"]),
  W("L", "A twelve-week plan from my running club. Saturday is the long run, along the Kiellinie if the wind allows.", to="L_race", key="L_long", tags=["plan"]),
  W("A", "I'd join you on the bike if I lived closer. My green Raleigh is still going strong \u2014 I ride it to the office every day.", to="A_job", key="A_bike"),
  W("L", "Meanwhile I still drive my old blue Polo to the institute. It's older than some of our interns.", to="L_job", key="L_car"),
  W("A", "Long may the Polo live. This weekend I'll be out at the allotment \u2014 plot fourteen \u2014 digging manure in for the spring potatoes.", key="A_allot", tags=["plan"]),
  W("L", "You're the only person I know who spends a Saturday shovelling manure. Send photos when the potatoes come up!", to="L_long", key="L_you1", tags=["you"]),
 ]),
 (3, 11, 18 * 3600 + 2150, DE, "chat with a friend, in German", [
  W("A", "Lass uns mal wieder Deutsch schreiben, sonst rostet meins komplett ein. Wie war deine Woche?", key="A_de1", tags=["you"]),
  W("L", "Gute Idee! Die Woche war anstrengend: Im Labor ist eine K\u00fchlzelle ausgefallen, und wir mussten alle Proben in der Nacht umr\u00e4umen.", to="L_job"),
  W("A", "Oh nein, hoffentlich ist nichts verloren gegangen. Bei uns im B\u00fcro gab es diese Woche nur Kuchen, weil unsere Chefin Geburtstag hatte.", to="A_job"),
  W("L", "Nur ein paar alte Proben, zum Gl\u00fcck. Am Donnerstag haben wir im Chor ein schwedisches Volkslied angefangen, das hat mich gerettet.", to="L_choir"),
  W("A", "Schwedisch, Respekt! Ich \u00fcbe gerade ein neues Reel f\u00fcr die Session am Mittwoch, aber meine Finger sind noch zu langsam.", to="A_session"),
  W("L", "Du spielst seit zwanzig Jahren Geige, deine Finger kriegen das hin.", to="L_pub", key="L_fiddle", tags=["you"]),
  W("A", "Danke! Ach, und ich habe mich f\u00fcr den berufsbegleitenden Master in Geoinformatik am University College Cork eingeschrieben. Los geht's Ende Januar.", to="A_job", key="A_master", tags=["plan"]),
 ]),
 (4, 15, 20 * 3600 + 300, EN, "chat with a friend: evening catch-up", [
  W("L", "A part-time master's on top of a full-time job? You're either very brave or slightly mad.", "you-remark", to="L_you1", key="L_you2"),
  W("A", "A bit of both, probably. Classes are two evenings a week, and the firm is paying half the fees.", to="A_master"),
  W("L", "That's generous. Our institute wouldn't pay for a new coffee machine, never mind a degree.", to="L_job"),
  W("A", "How's the training going? Surviving the long runs?", to="A_q21", key="A_q_train", tags=["you"]),
  W("L", "Just about. Last Saturday I did fourteen kilometres in sleet, and my shoes are still drying by the door.", to="L_long"),
  W("A", "Sleet! You're tougher than me. On Sunday I took the Raleigh out towards Crosshaven and turned back at Carrigaline when the rain started.", to="A_bike", key="A_you0", tags=["you"]),
  W("L", "Carrigaline is still a fair distance. Did you at least reward yourself with chips?", to="L_you1", tags=["you"]),
 ]),
 (5, 20, 12 * 3600 + 1810, EN, "chat with a friend: pets and summer plans", [
  W("A", "Quick message from the bus: Ciar\u00e1n is adopting a dog, so the house on Shandon Street is about to get lively.", to="A_home", key="A_dog"),
  W("L", "A dog! What kind? I'd love one, but Pfeffer would never forgive me.", key="L_cat"),
  W("A", "A retired greyhound called Biscuit \u2014 supposedly very lazy. How's Pfeffer, still sleeping on your laptop?", to="A_dog"),
  W("L", "Every single morning. She's decided the keyboard is the warmest spot in the flat.", to="L_cat"),
  W("A", "Smart cat. Are you still thinking of coming to Cork this summer?", key="A_q_trip", tags=["you"]),
  W("L", "Definitely. I'm looking at flights for the end of July, ideally with a few days in West Cork.", key="L_trip", tags=["plan"]),
  W("A", "You'd love Schull \u2014 and you could meet Biscuit while you're here.", "you-remark", to="A_you0", key="A_you1"),
 ]),
 (6, 25, 19 * 3600 + 2700, DE, "chat with a friend, in German", [
  W("L", "Ich koche gerade Linsensuppe. Ich lebe ja seit drei Jahren vegetarisch, und die Suppe ist im Winter immer noch mein Lieblingsessen.", key="L_diet"),
  W("A", "Linsensuppe w\u00e4re jetzt perfekt. Hier regnet es seit vier Tagen ohne Pause.", to="A_you0"),
  W("L", "Bei uns ist es eher der Wind. Gestern ist sogar die F\u00e4hre nach Laboe ausgefallen.", to="L_long"),
  W("A", "Diese Woche hatte ich meinen ersten Abend im Master: Einf\u00fchrung in r\u00e4umliche Statistik. Ganz sch\u00f6n viel Mathe.", to="A_master"),
  W("L", "Das schaffst du locker, du warst doch schon in Freiburg der Beste in Statistik.", "you-remark", to="L_you2", key="L_you3"),
  W("A", "\u00dcbertreib nicht. Wie l\u00e4uft's im Chor, singt ihr noch das schwedische Lied?", key="A_q_choir", tags=["you"]),
  W("L", "Ja, aber ab Februar proben wir montags statt donnerstags, weil der Gemeindesaal donnerstags jetzt an einen Tanzkurs vermietet ist.", "update", to="L_choir", key="L_choir_upd"),
  Q("L", "An welchem Abend ist meine Chorprobe?", "L_choir_upd"),
 ]),
 (7, 30, 21 * 3600 + 120, EN, "chat with a friend: Friday night messages", [
  W("A", "Biscuit has moved in and has already claimed the sofa. Ciar\u00e1n is completely besotted.", to="A_dog", key="A_dog2"),
  W("L", "Photos or it didn't happen! Does he put up with your fiddle practice?", to="L_you1", key="L_q_fid", tags=["you"]),
  W("A", "He howls along to the slow airs, which is either a compliment or a complaint.", to="A_session"),
  W("L", "Pfeffer does the same when I practise my alto part, so I'd bet on complaint.", to="L_cat"),
  W("A", "Work is mad this week \u2014 the flood maps go to the council on Monday.", to="A_job"),
  W("L", "You'll nail it, you always do your best work under a deadline.", to="L_you3", key="L_you4", tags=["you"]),
  W("A", "Fingers crossed. How's the Polo coping with these frosty mornings?", to="A_allot", tags=["you"]),
  W("L", "It needed a jump start twice this week. I'm starting to think the Polo will retire before I do.", to="L_car"),
 ]),
 (8, 35, 18 * 3600 + 3000, EN, "chat with a friend: new wheels", [
  W("L", "Update on the car saga: I've sold the Polo to a student for 400 euros and bought a cargo bike instead. No more jump starts!", "update", to="L_car", key="L_car_upd"),
  Q("L", "do I drive to work or cycle", "L_car_upd"),
  W("A", "A cargo bike in Kiel in February \u2014 you're braver than any sailor on the F\u00f6rde.", "you-remark", to="A_you1", key="A_you2"),
  W("L", "It has a rain cover and a box big enough for Pfeffer's trips to the vet, so I'm happy.", to="L_car_upd"),
  W("A", "Speaking of bikes: on Monday someone cut the lock on my green Raleigh outside the city library. I've bought a grey folding Brompton so I can take it indoors.", "update", to="A_bike", key="A_bike_upd"),
  Q("A", "which bike do I ride", "A_bike_upd"),
  W("L", "Oh no, poor Raleigh. Did you report it to the Garda\u00ed?", tags=["you"]),
  W("A", "I did, but they weren't hopeful. At least the Brompton folds up under my desk at the office.", to="A_bike_upd"),
  W("L", "Two new bikes in one week \u2014 we should start a club.", to="L_car_upd"),
 ]),
 (9, 40, 20 * 3600 + 1500, DE, "chat with a friend, in German", [
  W("A", "Kurze Frage: Kannst du mir ein deutsches Buch empfehlen? Ich will mein Deutsch \u00fcber den Winter auffrischen.", to="A_de1"),
  W("L", "Lies \u201eTschick\u201c von Wolfgang Herrndorf \u2014 kurz, witzig und nicht zu schwer.", tags=["you"]),
  W("A", "Notiert. Der Master ist \u00fcbrigens h\u00e4rter als gedacht, diese Woche mussten wir ein Projekt in QGIS abgeben.", to="A_master"),
  W("L", "Ich bewundere echt, wie flei\u00dfig du bist.", to="L_you4", tags=["you"]),
  W("A", "Und bei dir? Wie l\u00e4uft das Training, noch elf Wochen bis Hamburg, oder?", to="A_q_train", tags=["you"]),
  W("L", "Hamburg ist leider gestrichen. Mein Knie macht \u00c4rger, und die Physiotherapeutin hat mir vom Halbmarathon abgeraten \u2014 stattdessen laufe ich im Mai die zehn Kilometer in L\u00fcbeck.", "update", to="L_race", key="L_race_upd"),
  Q("L", "F\u00fcr welchen Lauf trainiere ich?", "L_race_upd"),
  W("A", "Vern\u00fcnftig. Lieber zehn Kilometer ohne Schmerzen als einundzwanzig mit kaputtem Knie.", to="A_q21"),
  W("L", "Das hat sie auch gesagt. Samstags laufe ich trotzdem weiter an der Kiellinie, nur ohne Uhr und ohne Druck.", to="L_long"),
 ]),
 (10, 45, 11 * 3600 + 900, EN, "chat with a friend: weekend news", [
  W("L", "Pfeffer turned eight today, so she got a sardine and I got cake.", to="L_cat"),
  W("A", "Happy birthday, Pfeffer! Biscuit sends a slobbery greeting from the sofa.", to="A_dog2"),
  W("L", "So who walks him, you or Ciar\u00e1n?", to="L_q_fid", key="L_walk", tags=["you"]),
  W("A", "We take turns. I do the early walk before work, along the Lee \u2014 honestly a lovely way to start the day.", to="A_dog2"),
  W("L", "Work here has been strange: there are rumours the institute will cut the school outreach programme.", to="L_job"),
  W("A", "But that's the part of your job you've always loved most, the school visits.", "you-remark", to="A_you2", key="A_you3"),
  W("L", "Exactly. I've started looking at job adverts, just to see what's out there.", to="L_job", key="L_adverts", tags=["plan"]),
 ]),
 (11, 50, 19 * 3600 + 2400, EN, "chat with a friend: big decisions", [
  W("A", "Brace yourself: I've handed in my notice at the mapping firm. From March I'm freelance, drawing maps for walking guides and a couple of councils.", "update", to="A_job", key="A_job_upd", tags=["job"]),
  Q("A", "who do I work for", "A_job_upd"),
  W("L", "Wow, congratulations! That's huge. What finally pushed you?", key="L_wow", tags=["you"]),
  W("A", "The flood map project wrapped up and I realised I'd rather draw the trails I actually walk. Freelance hours should fit around the master's better too.", to="A_master"),
  W("L", "That makes so much sense. You've always been happiest with a map of the Beara peninsula spread across the table.", "you-remark", to="L_you3", key="L_you6"),
  W("A", "Guilty. Any luck with the job adverts on your side?", to="A_you3", tags=["you"]),
  W("L", "Actually, yes: I've got an interview next week at the Ozeaneum in Stralsund, for an education officer post.", to="L_adverts", key="L_intv", tags=["plan"]),
  W("A", "Stralsund! That's a proper move. You'd be amazing in that role.", "you-remark", to="A_you3", key="A_you4"),
  W("L", "Don't jinx it! I'm rehearsing my presentation on Pfeffer, who remains unimpressed.", to="L_cat"),
 ]),
 (12, 56, 20 * 3600 + 3300, DE, "chat with a friend, in German", [
  W("L", "Gestern war das Vorstellungsgespr\u00e4ch in Stralsund. Alle waren total nett, und ich musste eine F\u00fchrung f\u00fcr eine ausgedachte Schulklasse machen.", to="L_intv", key="L_intv2", tags=["plan"]),
  W("A", "Und? Wie lief's? Ich platze vor Neugier.", to="A_de1", key="A_wie", tags=["you"]),
  W("L", "Ich glaube, gut. Sie wollen sich bis Ende der Woche melden.", to="L_intv2"),
  W("A", "Heute war \u00fcbrigens mein letzter Tag im B\u00fcro. Die Kollegen haben mir eine alte Stadtkarte von Cork aus dem Jahr 1845 geschenkt.", to="A_job_upd"),
  W("L", "Was f\u00fcr ein sch\u00f6nes Abschiedsgeschenk! H\u00e4ngst du sie bei euch im Haus auf?", key="L_q_house", tags=["you"]),
  W("A", "Ja, \u00fcber dem Kamin. Ciar\u00e1n meint, sie sieht aus wie eine Schatzkarte.", to="A_home"),
  W("L", "Dann such den Schatz lieber, bevor Biscuit ihn ausbuddelt.", to="L_walk", key="L_treasure", tags=["you"]),
 ]),
 (13, 61, 18 * 3600 + 1200, EN, "chat with a friend: good news", [
  W("L", "They called: I got the job! I start at the Ozeaneum on the first of April, so I've got one last month at the institute.", to="L_intv", key="L_got", tags=["job", "plan"]),
  W("A", "YES! I knew it. We'll celebrate properly when you come over in July.", to="A_q_trip", tags=["you"]),
  W("L", "Stralsund is two hours from Kiel by train, so I'll need a flat there. Wish me luck with the housing market.", to="L_home", key="L_flat_hunt", tags=["plan"]),
  W("A", "Good luck! Funny timing \u2014 I'm flat-hunting too. Ciar\u00e1n's girlfriend is moving in, and three's a crowd.", to="A_home", key="A_hunt", tags=["plan"]),
  W("L", "The end of an era on Shandon Street! Where are you looking?", to="L_q_house", tags=["you"]),
  W("A", "Somewhere by the sea, maybe Kinsale. As a freelancer I can work anywhere with decent broadband.", to="A_job_upd", key="A_kinsale", tags=["plan"]),
  W("L", "Kinsale would suit you \u2014 you'd be down at the harbour every evening.", "you-remark", to="L_you6", key="L_you7"),
 ]),
 (14, 66, 10 * 3600 + 2000, DE, "chat with a friend, in German", [
  W("A", "Erste Woche als Freiberufler geschafft. Ich arbeite am K\u00fcchentisch, und Biscuit ist mein einziger Kollege.", to="A_job_upd"),
  W("L", "Klingt nach dem besten B\u00fcro der Welt. Hast du schon Auftr\u00e4ge?", to="L_wow", tags=["you"]),
  W("A", "Zwei Wanderf\u00fchrer f\u00fcr einen Verlag in Dublin und eine Radwegkarte f\u00fcr Kerry. Das reicht f\u00fcrs Erste.", to="A_job_upd"),
  W("L", "Ich muss dir was beichten: Nach drei Jahren vegetarisch esse ich jetzt wieder Fisch. Meine \u00c4rztin hat mir wegen der Blutwerte dazu geraten.", "update", to="L_diet", key="L_diet_upd"),
  Q("L", "Esse ich vegetarisch?", "L_diet_upd"),
  W("A", "V\u00f6llig verst\u00e4ndlich. Dann musst du in Kinsale unbedingt die Fish and Chips am Hafen probieren.", to="A_kinsale", tags=["you"]),
  W("L", "Abgemacht. Die Wohnungssuche in Stralsund ist \u00fcbrigens z\u00e4h, alles ist entweder teuer oder winzig.", to="L_flat_hunt"),
  W("A", "Bei mir genauso. In Kinsale habe ich drei Wohnungen angeschaut, eine hatte Schimmel in der K\u00fcche.", to="A_hunt"),
 ]),
 (15, 70, 19 * 3600 + 600, EN, "chat with a friend: house hunting", [
  W("L", "Small victory: I've found a two-room flat in Stralsund's old town, five minutes from the harbour. I sign the lease on Friday.", to="L_flat_hunt", key="L_flat_found", tags=["plan"]),
  W("A", "Fantastic, the old town looks gorgeous in photos. Will you stay in your choir in Kiel?", to="A_q_choir", key="A_oldtown", tags=["you"]),
  W("L", "I'll keep singing with them until I move, but Monday rehearsals in Kiel won't work from Stralsund, so I'll be looking for a choir there.", to="L_choir_upd", tags=["plan"]),
  W("A", "There's bound to be one. And I think I've found my place in Kinsale: a little cottage above the harbour, with a shed I could turn into a studio. Second viewing on Saturday.", to="A_kinsale", key="A_cottage", tags=["plan"]),
  W("L", "A studio shed \u2014 that is so you.", to="L_you7", key="L_shed", tags=["you"]),
  W("A", "One less thing on my plate, too: I've deferred the GIS master's until next September. Between the freelance work and the move, I couldn't keep up with the coursework.", "update", to="A_master", key="A_master_upd"),
  Q("A", "am I doing the GIS master's this year", "A_master_upd"),
  W("L", "Sensible. The master's will still be there in the autumn, and you'll enjoy it more then.", to="L_you2", tags=["you"]),
 ]),
 (16, 75, 20 * 3600 + 1800, EN, "chat with a friend: Monday evening", [
  W("A", "I've given up plot fourteen at the allotment \u2014 no point holding on to it when I'm moving to Kinsale. Someone else gets my potatoes now.", "update", to="A_allot", key="A_allot_upd"),
  Q("A", "do I still have the allotment plot", "A_allot_upd"),
  W("L", "Sad about the potatoes, but the cottage garden will make up for it.", to="L_you1", tags=["you"]),
  W("A", "It's more of a yard than a garden, but I'll grow herbs and tomatoes in pots.", to="A_allot_upd", tags=["plan"]),
  W("L", "Herbs in pots are all I ever managed in Gaarden anyway.", to="L_home"),
  W("A", "How's your last month at the institute going?", to="A_you3", key="A_q_inst", tags=["you"]),
  W("L", "Bittersweet. My colleagues in the plankton group keep bringing cake and I keep crying into it.", to="L_job"),
  W("A", "They'll miss you there, but Stralsund is lucky to be getting you.", to="A_you4", tags=["you"]),
 ]),
 (17, 80, 17 * 3600 + 2500, DE, "chat with a friend, in German", [
  W("L", "Ich war heute mit Pfeffer beim Tierarzt. Ich glaube, sie sp\u00fcrt den Umzugsstress schon jetzt.", to="L_cat"),
  W("A", "Arme Pfeffer. Biscuit war diese Woche auch beim Tierarzt \u2014 ihm fehlt nichts, er ist einfach nur faul.", to="A_dog2"),
  W("L", "Faul sein ist das gute Recht jedes Windhunds.", to="L_treasure"),
  W("A", "Neuigkeit aus der Musikecke: Die Mittwochs-Session im Sin \u00c9 gibt es nicht mehr, ich spiele jetzt freitags im Dalton's.", "update", to="A_session", key="A_session_upd"),
  Q("A", "An welchem Abend spiele ich Fiddle in der Session?", "A_session_upd"),
  W("L", "Freitags ist doch sowieso besser, dann musst du am n\u00e4chsten Morgen nicht fr\u00fch raus.", to="L_fiddle", tags=["you"]),
  W("A", "Genau, und als Freiberufler schlafe ich sowieso aus, wann ich will.", to="A_job_upd"),
  W("L", "Darum beneide ich dich. Ich muss am Montag um sieben im Labor sein.", to="L_job"),
 ]),
 (18, 85, 19 * 3600 + 2900, EN, "chat with a friend: moving week", [
  W("A", "Keys collected! As of this morning I live in the cottage in Kinsale. Ciar\u00e1n helped carry the boxes and got a bit teary.", "update", to="A_home", key="A_home_upd"),
  Q("A", "where do I live now", "A_home_upd"),
  W("L", "Congratulations! Send me the view from the shed.", to="L_shed", tags=["you"]),
  W("A", "Harbour, three fishing boats and one extremely angry seagull.", to="A_cottage"),
  W("L", "I'm packing too. The whole flat is boxes and Pfeffer is sulking on an empty bookshelf.", to="L_home"),
  W("A", "You must be exhausted after all that packing.", "you-remark", to="A_you4", key="A_you9"),
  W("L", "Completely. Farewell drinks at the institute are tomorrow evening, and the movers come on Sunday.", to="L_job", tags=["plan"]),
  W("A", "Raise a glass to the plankton for me.", to="A_q_inst", tags=["you"]),
 ]),
 (19, 89, 21 * 3600 + 400, EN, "chat with a friend: first night in a new town", [
  W("L", "Writing from my new flat in Stralsund! I've left Gaarden for good \u2014 the movers came yesterday and tonight I unpacked the last box.", "update", to="L_home", key="L_home_upd"),
  Q("L", "where is my flat", "L_home_upd"),
  W("A", "Welcome to Stralsund! How does it feel?", to="A_oldtown", tags=["you"]),
  W("L", "Strange and exciting. I can hear gulls from the bedroom \u2014 maybe cousins of your angry one.", to="L_flat_found"),
  W("A", "Our seagulls should be pen pals. Good luck with your first day tomorrow!", to="A_you4", tags=["you"]),
  W("L", "Thanks, I'm nervous. I've laid out my clothes like it's the first day of school.", to="L_got"),
  W("A", "You'll be brilliant with the school groups \u2014 they'll adore you.", "you-remark", to="A_you9"),
 ]),
 (20, 93, 18 * 3600 + 1700, DE, "chat with a friend, in German", [
  W("L", "Die erste Woche ist fast geschafft: Ich bin jetzt offiziell Bildungsreferentin im Ozeaneum und nicht mehr im Institut in Kiel.", "update", to="L_job", key="L_job_upd", tags=["job"]),
  Q("L", "Wo arbeite ich?", "L_job_upd"),
  W("A", "Herzlichen Gl\u00fcckwunsch! Und, was hast du diese Woche gemacht?", to="A_wie", tags=["you"]),
  W("L", "Ich habe eine vierte Klasse durch die Pinguin-Ausstellung gef\u00fchrt. Ein Junge wollte wissen, ob Pinguine Knie haben.", to="L_job_upd", key="L_peng"),
  W("A", "Und, haben sie Knie?", tags=["you"]),
  W("L", "Ja, versteckt unter den Federn. Ich hatte es zum Gl\u00fcck vorher nachgeschlagen.", to="L_peng"),
  W("A", "Typisch du, immer bestens vorbereitet.", to="A_you9", tags=["you"]),
 ]),
]


def build_events():
    events = []
    keymap = {}
    n = 0
    step = 0
    for num, day, start, lang, task, evs in SESSIONS:
        sid = "set-eh-s%02d" % num
        t = day * 86400 + start
        events.append({"t": t, "op": "session", "session": sid, "task": task, "lang": lang})
        for ev in evs:
            step += 1
            if ev["kind"] == "search":
                t += 4 + step % 5
                upd = keymap[ev["upd"]]
                events.append({"t": t, "op": "search", "session": sid,
                               "principal": PRINCIPALS[ev["spk"]], "query": ev["query"],
                               "label": "recall", "expect_top": upd["id"],
                               "expect_absent": [upd["old"]], "lang": lang})
                continue
            t += 35 + (step * 47) % 140
            n += 1
            wid = "eh-%03d" % n
            label = ev["label"]
            target = keymap[ev["to"]]["id"] if ev["to"] else None
            if label == "update":
                expect = "supersedes:" + target
            elif target:
                expect = "coexists:" + target
            else:
                expect = "allowed"
            tags = list(ev["tags"])
            if label == "you-remark" and "you" not in tags:
                tags.append("you")
            rec = {"t": t, "op": "write", "id": wid, "session": sid,
                   "principal": PRINCIPALS[ev["spk"]], "channel": "user",
                   "text": ev["text"], "label": label, "expect": expect,
                   "lang": lang, "tags": tags}
            if ev["key"]:
                if ev["key"] in keymap:
                    raise SystemExit("duplicate key " + ev["key"])
                keymap[ev["key"]] = {"id": wid, "old": target}
            events.append(rec)
    return events


def render():
    header = {"scenario": "set-eh", "version": 1,
              "description": ("Fresh set eh: two old friends, Lena (lab technician in Kiel who "
                              "becomes an education officer in Stralsund) and Aidan (cartographer "
                              "in Cork who goes freelance and moves to Kinsale), chat over 20 "
                              "sessions from January to April 2025 in English and German. Ordinary "
                              "chat and second-person remarks must coexist with earlier turns; 12 "
                              "real self-updates must supersede the turn they change."),
              "sources": ["written by a helper session from its brief; no external data"]}
    lines = [json.dumps(header, ensure_ascii=False)]
    lines += [json.dumps(e, ensure_ascii=False) for e in build_events()]
    return "\n".join(lines) + "\n"


if __name__ == "__main__":
    with open(OUT, "w", encoding="utf-8") as f:
        f.write(render())
    print("wrote", OUT)
