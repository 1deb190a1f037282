#!/usr/bin/env python3
"""Build chat.jsonl for fresh set `set-ei` (Hindsight Guard evaluation).

Two university friends, Nadia Okafor (cartographer, Edinburgh) and Felix Brandt
(lab technician, Freiburg im Breisgau), chat over 20 sessions spread across
about three months, in English and -- for 7 sessions -- in German, the language
they studied in together in Leipzig.

Standard library only and deterministic: running it twice gives the same bytes.
Each turn is written below with a symbolic key; ids (ei-001 ...) are assigned
in order, and expectations name their targets by key.

Turn tuple: (key, speaker, label, target_key_or_None, text)
  label "chat"       -> expect coexists:<target> (or "allowed" if target is None)
  label "update"     -> expect supersedes:<target>
  label "you-remark" -> expect coexists:<target>
A search tuple ("?", speaker, query, update_key) follows an update directly:
it expects the update on top and the superseded turn absent.
"""
import json
import os

SET = "set-ei"
PRINCIPALS = {"n": "user:nadia", "f": "user:felix"}

# day offset from 2025-01-01, hour, minute, language, task
SESSIONS = [
    (0, 19, 12, "en", "chat with a friend: catching up after a long silence"),
    (4, 20, 5, "en", "chat with a friend: flats, music and travel plans"),
    (9, 18, 40, "de", "mit einer Freundin plaudern: Renovierung und Familienbesuch"),
    (13, 21, 3, "en", "chat with a friend: cooking and running"),
    (18, 19, 47, "en", "chat with a friend: pottery class and choir"),
    (22, 10, 15, "de", "mit einer Freundin plaudern: Sprachen, Musik, Backen"),
    (27, 20, 30, "en", "chat with a friend: family plans"),
    (31, 19, 2, "en", "chat with a friend: travel and injuries"),
    (36, 11, 25, "de", "mit einer Freundin plaudern: Autos und Brot"),
    (40, 20, 50, "en", "chat with a friend: health and work worries"),
    (45, 18, 10, "en", "chat with a friend: races and house hunting"),
    (49, 19, 35, "de", "mit einer Freundin plaudern: neuer Job"),
    (54, 21, 20, "en", "chat with a friend: pottery and moving plans"),
    (58, 9, 45, "en", "chat with a friend: packing and a new job"),
    (63, 20, 0, "de", "mit einer Freundin plaudern: erste Woche im neuen Haus"),
    (68, 19, 30, "en", "chat with a friend: seaside flat"),
    (72, 8, 55, "en", "chat with a friend: commuting and cooking"),
    (77, 20, 15, "de", "mit einer Freundin plaudern: Konzerte und Reisen"),
    (82, 18, 5, "en", "chat with a friend: gardens and race nerves"),
    (87, 19, 40, "de", "mit einer Freundin plaudern: Rückkehr aus Argyll"),
]

TURNS = [
    # ---- s01 (en) ----
    [
        ("n_job", "n", "chat", None,
         "Felix! It's been ages. Quick update from Edinburgh: I'm still a cartographer at Harrow Geomatics, mostly drawing flood-risk maps for councils these days."),
        ("f_job", "f", "chat", None,
         "Nadia, what a lovely surprise. I'm still at the Kastanienhof brewery in Freiburg, running the quality lab: yeast counts, bitterness tests, sniffing things for a living."),
        ("n_car", "n", "chat", "n_job",
         "Flood maps keep me busy, so at weekends I escape in my ancient Fiat Panda. On Saturday I drove it all the way up to Glencoe and it only rattled a little."),
        ("f_choir", "f", "chat", "f_job",
         "Brave little car. My big news outside the brewery: I joined a chamber choir, and we rehearse every Wednesday evening in a church hall in Herdern."),
        ("n_youq", "n", "chat", None,
         "A chamber choir! What made you pick singing, after years of swearing you couldn't hold a tune?"),
        ("f_choir2", "f", "chat", "f_choir",
         "Jonas dragged me to one of their concerts and the tenor row looked painfully thin. It turns out I'm a passable second tenor if I stand beside someone confident."),
        ("n_you1", "n", "you-remark", "n_youq",
         "You always undersold yourself. I bet by Easter you're the one the new tenors stand next to."),
    ],
    # ---- s02 (en) ----
    [
        ("f_lisbon", "f", "chat", None,
         "Holiday plans: Jonas and I booked a week in Lisbon for the second half of April, and I've started Portuguese on an app, which is deeply humbling."),
        ("n_flat", "n", "chat", None,
         "Lisbon in April will be glorious. I'm typing this from my flat in Leith, top floor, with leaky windows but a view of the cranes at the docks."),
        ("f_q_flat", "f", "chat", None,
         "A crane view sounds very you. Do those windows actually open, or are they painted shut like the ones in our old student place in Leipzig?"),
        ("n_band", "n", "chat", "n_flat",
         "They open, sadly, hence the draught. Other news from Leith: I play accordion in a ceilidh band, the Shore Road Reelers, and we have Friday nights at the Leith Dockers Club."),
        ("f_you1", "f", "you-remark", "f_q_flat",
         "Accordion at a ceilidh! You must be the most popular person in the hall once the Strip the Willow starts."),
        ("n_band2", "n", "chat", "n_band",
         "Popular until I fluff a key change. Last Friday the caller tacked an extra set on at the end and my wrists were finished by midnight."),
        ("f_lisbon2", "f", "chat", "f_lisbon",
         "Wrists of steel, then. In revenge I'll send you a voice note of my Portuguese one day; so far I can just about manage a convincing 'obrigado'."),
    ],
    # ---- s03 (de) ----
    [
        ("n_sister", "n", "chat", None,
         "Hallo Felix! Heute mal auf Deutsch, damit ich nicht einroste: Meine Schwester Chioma kommt im März für eine Woche aus Lagos zu Besuch."),
        ("f_flat", "f", "chat", "f_lisbon",
         "Wie schön für euch! Bei uns in der Wohnung in der Wiehre herrscht gerade Chaos, Jonas und ich streichen alles neu und im Flur stehen überall Farbeimer."),
        ("n_q_paint", "n", "chat", None,
         "Welche Farbe wird es denn? Ich tippe auf irgendein Salbeigrün, das würde zu euch passen."),
        ("f_flat2", "f", "chat", "f_flat",
         "Knapp daneben: Das Wohnzimmer wird taubenblau, die Küche bleibt weiß. Der Vermieter hat uns die Farbe sogar bezahlt."),
        ("n_sister2", "n", "chat", "n_sister",
         "Was für ein großzügiger Vermieter. Chioma will unbedingt die Highlands sehen, deshalb plane ich schon eine Route mit einer Übernachtung in Fort William."),
        ("f_you2", "f", "you-remark", "f_you1",
         "Du als Kartografin hast bestimmt schon jede Kurve der Strecke auf der Karte markiert."),
        ("n_car2", "n", "chat", "n_car",
         "Selbstverständlich! Der Panda muss die Fahrt aber auch schaffen, deshalb bringe ich ihn vorher noch zur Inspektion."),
    ],
    # ---- s04 (en) ----
    [
        ("f_veg", "f", "chat", None,
         "Kitchen report: I've been vegetarian for three years now, and I've finally perfected a lentil ragù that Jonas requests by name."),
        ("n_race", "n", "chat", None,
         "I'd happily eat that ragù. I've entered the Falkirk half marathon on 18 May, so my diet right now is mostly porridge and bananas."),
        ("f_veg2", "f", "chat", "f_veg",
         "Porridge is honest fuel. If you ever want meat-free dinners that aren't sad, I keep a whole notebook of recipes now."),
        ("n_race2", "n", "chat", "n_race",
         "Please send it over. This morning I ran eleven kilometres along the Water of Leith path in steady rain and felt extremely heroic."),
        ("f_q_race", "f", "chat", None,
         "Eleven in the rain, wow. Have you got a proper training plan, or are you just running until your legs file a complaint?"),
        ("n_race3", "n", "chat", "n_race2",
         "A proper plan from the running club: four runs a week, the long one on Sundays, building up to eighteen kilometres by late April."),
        ("f_choir3", "f", "chat", "f_choir",
         "Impressive discipline. Our choir director would adore you; she wants us doing breathing exercises every single day before rehearsal."),
    ],
    # ---- s05 (en) ----
    [
        ("n_pottery", "n", "chat", None,
         "I did something impulsive and signed up for a six-week evening pottery class in Stockbridge. At the first lesson on Tuesday my bowl collapsed spectacularly."),
        ("f_choir_upd", "f", "update", "f_choir",
         "Collapsing bowls are a rite of passage. Choir news: the church hall got double-booked, so our rehearsals have moved from Wednesdays to Monday evenings for good."),
        ("?", "f", "Felix choir rehearsal evening", "f_choir_upd"),
        ("n_mon", "n", "chat", "n_you1",
         "Honestly, a Monday suits you better; you always needed something nice to pull you through the start of the week."),
        ("f_commute", "f", "chat", "f_job",
         "True enough. Another small joy: I cycle to work every day along the Dreisam, about twenty minutes, and this week the first snowdrops appeared on the embankment."),
        ("n_pottery2", "n", "chat", "n_pottery",
         "Snowdrops already, while we get sleet. Back to pottery: the teacher says I grip the clay as if it owes me money."),
        ("f_q_bowls", "f", "chat", "f_you2",
         "That's the cartographer in you wanting every line exact. Do you get to keep the wonky ones?"),
        ("n_pottery3", "n", "chat", "n_pottery2",
         "We keep whatever survives the kiln. I'm hoping to give Chioma a mug when she comes, assuming I can attach a handle that stays put."),
    ],
    # ---- s06 (de) ----
    [
        ("f_lisbon3", "f", "chat", "f_lisbon2",
         "Moin! Mein Portugiesisch wird besser: Ich kann inzwischen einen Kaffee bestellen und nach dem Weg zum Bahnhof fragen."),
        ("n_band_upd", "n", "update", "n_band",
         "Respekt! Bei mir hat sich etwas geändert: Die Reelers spielen nicht mehr freitags im Dockers Club, wir haben jetzt jeden Donnerstag einen festen Abend im Pub 'The Antler' in Stockbridge."),
        ("?", "n", "An welchem Abend und wo spielt Nadias Ceilidh-Band?", "n_band_upd"),
        ("f_q_pub", "f", "chat", "f_you1",
         "Donnerstag ist doch ideal, dann bleibt dir das Wochenende frei. Ist der Pub größer als der Club?"),
        ("n_band3", "n", "chat", "n_band_upd",
         "Kleiner, aber dort wird viel mehr getanzt. Letzten Donnerstag hat eine ganze Hochzeitsgesellschaft spontan mitgemacht."),
        ("f_flat3", "f", "chat", "f_flat2",
         "Herrlich! Unsere Wohnung ist übrigens fertig gestrichen; abends wirkt das Taubenblau fast grau, aber es gefällt uns trotzdem."),
        ("n_you2", "n", "you-remark", "n_q_paint",
         "Du hattest schon immer ein Auge für Farben; bei unseren Uni-Karten hast du jedes Mal die Legende gestaltet."),
        ("f_bread", "f", "chat", "f_veg2",
         "Und du hast die Maßstäbe ausgerechnet. Apropos Handwerk: Ich backe jetzt jeden Samstag Sauerteigbrot, mein Starter heißt Bruno."),
    ],
    # ---- s07 (en) ----
    [
        ("n_sister_upd", "n", "update", "n_sister",
         "Change of plans on the family front: Chioma's visa appointment was pushed back, so she's now coming in mid-April instead of March."),
        ("?", "n", "when is Nadia's sister Chioma coming to visit", "n_sister_upd"),
        ("f_q_sis", "f", "chat", None,
         "Ugh, visa delays are the worst. Is she still keen on the Highlands, or will April be too wet for that?"),
        ("n_sister3", "n", "chat", "n_sister2",
         "Still on! April may even be kinder than March would have been. I've reworked the route to take in Skye if the weather behaves."),
        ("f_bread2", "f", "chat", "f_bread",
         "Skye in spring, lucky her. Bruno the starter had a crisis: I forgot to feed him for four days and he smelled of nail varnish."),
        ("n_pottery4", "n", "chat", "n_pottery3",
         "Poor Bruno. My own creations are doing better; I finally made a mug whose handle didn't drop off in the kiln."),
        ("f_you4", "f", "you-remark", "f_q_bowls",
         "You'll be selling those mugs at a craft fair by summer, I can feel it."),
        ("n_job2", "n", "chat", "n_job",
         "I'd need far more practice first. Work is frantic: three councils want their flood maps revised before the spring tides."),
    ],
    # ---- s08 (en) ----
    [
        ("f_trip_upd", "f", "update", "f_lisbon",
         "Travel update: we've cancelled Lisbon because Jonas can't get April off, and rebooked for Porto in the last week of May instead."),
        ("?", "f", "where are Felix and Jonas going on holiday this spring", "f_trip_upd"),
        ("n_q_porto", "n", "chat", None,
         "Porto is gorgeous, and the port lodges sit right on the river. Will you keep going with the Portuguese?"),
        ("f_lisbon4", "f", "chat", "f_lisbon3",
         "Absolutely, my app streak is at forty days and I refuse to break it now."),
        ("n_race4", "n", "chat", "n_race3",
         "Forty days is serious. My running streak is less glamorous: shin splints, so the physio has me on a bike for a week."),
        ("f_physio", "f", "chat", "f_q_race",
         "Please listen to the physio this time; at uni you always ran through injuries and regretted it."),
        ("n_race5", "n", "chat", "n_race4",
         "I know, I know. I'll do the sessions on the turbo trainer in the spare room and glare at the wallpaper."),
        ("f_commute2", "f", "chat", "f_commute",
         "Turbo trainers are pure purgatory. I'd take my ride along the Dreisam any day, even in the hail we had on Thursday."),
    ],
    # ---- s09 (de) ----
    [
        ("n_car_upd", "n", "update", "n_car",
         "Neuigkeit: Ich habe den Panda verkauft! Die Reparatur hätte mehr gekostet als das ganze Auto. Jetzt bin ich Mitglied in einem Carsharing-Club und fahre sonst Fahrrad."),
        ("?", "n", "Hat Nadia noch ein eigenes Auto?", "n_car_upd"),
        ("f_q_car", "f", "chat", None,
         "Abschied vom Panda, das ist ja fast ein Trauerfall! Wie kommst du denn jetzt zu deinen Wanderungen?"),
        ("n_car3", "n", "chat", "n_car_upd",
         "Mit dem Carsharing-Auto, das bucht man per App gleich für einen ganzen Tag. Für Chiomas Besuch habe ich schon einen Kombi reserviert."),
        ("f_bread3", "f", "chat", "f_bread2",
         "Sehr praktisch. Bruno lebt übrigens wieder: Nach drei Fütterungen blubbert er wie verrückt, und das Brot am Samstag war das beste bisher."),
        ("n_you3", "n", "you-remark", "n_you2",
         "Du solltest ehrlich eine kleine Bäckerei aufmachen, mit deiner Geduld wärst du darin großartig."),
        ("f_job2", "f", "chat", "f_job",
         "Geduld habe ich nur mit Hefe! In der Brauerei testen wir gerade ein neues Weizenbier, ich zähle den ganzen Tag Hefezellen."),
        ("n_flat2", "n", "chat", "n_flat",
         "Das klingt nach deinem Traumjob. Bei mir in Leith zieht es immer noch durch die Fenster, ich sitze mit Wärmflasche am Schreibtisch."),
    ],
    # ---- s10 (en) ----
    [
        ("f_veg_upd", "f", "update", "f_veg",
         "Confession: after three years I'm no longer vegetarian. I've started eating fish again, mainly because my doctor flagged low iron levels."),
        ("?", "f", "is Felix still vegetarian", "f_veg_upd"),
        ("n_q_iron", "n", "chat", None,
         "That sounds sensible, health comes first. Do you feel any different yet, or is it too early to say?"),
        ("f_veg3", "f", "chat", "f_veg_upd",
         "A bit more energy already. Jonas is thrilled, because he can finally cook his grandmother's trout recipe at home."),
        ("n_run6", "n", "chat", "n_race5",
         "Trout and energy, a fine pairing. My shins have healed, and on Sunday I ran twelve kilometres without a twinge."),
        ("f_you6", "f", "you-remark", "f_physio",
         "You're tougher than you give yourself credit for; most people would have given up after shin splints."),
        ("n_job3", "n", "chat", "n_job2",
         "Thanks, Felix. Work news: our manager announced a restructure, so everyone at Harrow is a bit jumpy this week."),
        ("f_job3", "f", "chat", "f_job2",
         "Restructures are nerve-racking. We went through one at the brewery two years ago and it dragged on for months."),
    ],
    # ---- s11 (en) ----
    [
        ("n_race_upd", "n", "update", "n_race",
         "Race change: the Falkirk half clashes with a work deadline, so I've switched my entry to the Kielder half marathon on 15 June."),
        ("?", "n", "which half marathon is Nadia running and when", "n_race_upd"),
        ("f_q_kielder", "f", "chat", "f_q_race",
         "Kielder, that's the one around the enormous reservoir in Northumberland, isn't it? A few extra weeks of training can't hurt."),
        ("n_race7", "n", "chat", "n_run6",
         "Exactly, forest trails all the way round the water. This weekend's long run is fifteen kilometres in the Pentland foothills."),
        ("f_choir4", "f", "chat", "f_choir_upd",
         "Forest trails sound dreamy. In our Monday choir we're learning a Brahms motet for a Whitsun concert; the German is easy, the rhythm is not."),
        ("n_you4", "n", "you-remark", "n_you1",
         "You'll nail the Brahms; your ear was always better than you admitted."),
        ("f_flat4", "f", "chat", "f_flat3",
         "Fingers crossed. Meanwhile our landlord says he's selling the building in the Wiehre, so Jonas and I have started looking at houses outside the city."),
        ("n_q_house", "n", "chat", None,
         "Oh, a big decision! Which villages are you looking at? Somewhere on a train line, I hope."),
    ],
    # ---- s12 (de) ----
    [
        ("f_job_upd", "f", "update", "f_job",
         "Große Neuigkeit: Ich habe bei der Brauerei gekündigt! Seit Montag arbeite ich im Trinkwasserlabor der Stadtwerke Freiburg, Wasserproben statt Bierproben."),
        ("?", "f", "Wo arbeitet Felix jetzt?", "f_job_upd"),
        ("n_q_newjob", "n", "chat", None,
         "Wow, herzlichen Glückwunsch! Wie sind die neuen Kollegen, und vermisst du das Bier schon?"),
        ("f_job4", "f", "chat", "f_job_upd",
         "Die Kollegen sind super und das Labor ist nagelneu. Das Bier fehlt mir nur freitags, da gab es in der Brauerei immer eine Feierabendprobe."),
        ("n_job4", "n", "chat", "n_job3",
         "Klingt nach einem guten Tausch. Bei Harrow ist die Umstrukturierung durch: Mein Team bleibt bestehen, aber wir bekommen einen neuen Chef."),
        ("f_house", "f", "chat", "f_flat4",
         "Immerhin bleibt dein Team zusammen. Haussuche: Wir haben in Kirchzarten ein kleines Reihenhaus besichtigt, mit Garten und Blick Richtung Feldberg."),
        ("n_you5", "n", "you-remark", "n_you4",
         "Ihr zwei mit Garten! Du pflanzt bestimmt sofort Tomaten und Kräuter, ich kenne dich doch."),
        ("f_bread4", "f", "chat", "f_bread3",
         "Und Rhabarber für Jonas! Bruno würde natürlich mit umziehen, ohne meinen Starter gehe ich nirgendwohin."),
    ],
    # ---- s13 (en) ----
    [
        ("n_pottery5", "n", "chat", "n_pottery4",
         "Pottery class wrapped up last night. We each glazed a plate for the final firing, and mine came out a lovely speckled blue."),
        ("f_plate", "f", "chat", "f_you4",
         "A speckled blue plate! Surely that's going on your wall?"),
        ("n_pottery6", "n", "chat", "n_pottery5",
         "It's already on the kitchen shelf. I've also booked the intermediate course that starts in June."),
        ("f_house2", "f", "chat", "f_house",
         "Perfect timing. Our offer on the Kirchzarten house was accepted on Tuesday, and moving day is set for early next month."),
        ("n_q_move", "n", "chat", "n_q_house",
         "That's fantastic news! Do you need help with the packing? I can't fly over, but I can supply moral support and playlists."),
        ("f_piano", "f", "chat", "f_house2",
         "Playlists are very welcome. We've hired a van and bribed three friends from choir with pizza to carry the piano."),
        ("n_job5", "n", "chat", "n_job4",
         "Good luck with the piano on those stairs. My new boss started this week and already wants every one of our map templates redone."),
    ],
    # ---- s14 (en) ----
    [
        ("f_move_prep", "f", "chat", "f_house2",
         "Packing diary, day three: I found four boxes of Leipzig lecture notes, including your hand-drawn map of the Auwald."),
        ("n_job_upd", "n", "update", "n_job",
         "Keep that map, it's vintage now! Speaking of maps, I've left Harrow Geomatics: as of this week I'm the cartographer at the Royal Botanic Garden Edinburgh, mapping every plant in their living collection."),
        ("?", "n", "where does Nadia work as a cartographer now", "n_job_upd"),
        ("f_q_rbge", "f", "you-remark", "f_you6",
         "Mapping a botanic garden is the most you job imaginable. You must be over the moon."),
        ("n_job6", "n", "chat", "n_job_upd",
         "I really am. The new boss was the final push, to be honest; now I spend my mornings walking between glasshouses with a GPS pole."),
        ("f_commute3", "f", "chat", "f_commute2",
         "Glasshouses beat any commute. Mine got a small upgrade this week: the Stadtwerke lab has a covered bike shed with a repair stand."),
        ("n_car4", "n", "chat", "n_car3",
         "Fancy. I used the car club properly for the first time on Saturday, out to North Berwick and back for about thirty pounds."),
        ("f_law", "f", "chat", "f_physio",
         "North Berwick! Did you climb the Law? I still remember you sprinting up it on our field trip while the rest of us wheezed."),
    ],
    # ---- s15 (de) ----
    [
        ("f_flat_upd", "f", "update", "f_flat",
         "Wir sind umgezogen! Seit Samstag wohnen Jonas und ich im Reihenhaus in Kirchzarten, die Wohnung in der Wiehre haben wir abgegeben."),
        ("?", "f", "Wo wohnen Felix und Jonas?", "f_flat_upd"),
        ("n_q_kirch", "n", "chat", "n_q_move",
         "Juhu! Wie war die erste Woche im neuen Haus? Habt ihr die Nachbarn schon kennengelernt?"),
        ("f_house3", "f", "chat", "f_flat_upd",
         "Die Nachbarin hat uns Kirschmarmelade vorbeigebracht, und der Garten ist größer als gedacht. Nur die Kisten stapeln sich noch bis unter die Decke."),
        ("n_flat3", "n", "chat", "n_flat2",
         "Kisten bis zur Decke kenne ich gut. Ich überlege auch, aus Leith wegzuziehen, weil die Miete im Sommer um zweihundert Pfund steigt."),
        ("f_rent", "f", "chat", "f_q_rbge",
         "Zweihundert Pfund mehr ist eine Frechheit. Du findest bestimmt etwas Schöneres, vielleicht sogar näher am Botanischen Garten."),
        ("n_job7", "n", "chat", "n_job6",
         "Das wäre ein Traum. Bei der Arbeit kartiere ich gerade die Rhododendren, über sechshundert Pflanzen, jede mit eigener Nummer."),
        ("f_bread5", "f", "chat", "f_bread4",
         "Sechshundert, unglaublich. Bruno hat den Umzug übrigens gut überstanden und steht jetzt im neuen Küchenfenster in der Sonne."),
    ],
    # ---- s16 (en) ----
    [
        ("n_flat_upd", "n", "update", "n_flat",
         "Decision made: I've moved out of the Leith flat and into a one-bedroom place in Portobello, five minutes from the beach."),
        ("?", "n", "where does Nadia live now", "n_flat_upd"),
        ("f_q_porty", "f", "chat", None,
         "Portobello, by the sea! Will you swim, or is the North Sea still far too cold in March?"),
        ("n_flat4", "n", "chat", "n_flat_upd",
         "Far too cold for me, though the wild swimmers go in every morning in woolly hats. The new flat is warm, which feels like luxury after all those draughts."),
        ("f_house4", "f", "chat", "f_house3",
         "Warmth is underrated. Our house has a wood stove, and Jonas has appointed himself chief stoker."),
        ("n_stove", "n", "chat", "n_you5",
         "I can picture you both reading by that stove while Bruno bubbles away on the windowsill. It sounds idyllic."),
        ("f_choir5", "f", "chat", "f_choir4",
         "It mostly is. The one catch is Monday choir, which is now half an hour on the train into Freiburg."),
        ("n_race8", "n", "chat", "n_race7",
         "Half an hour is good reading time. Training is going well: Sunday's long run was eighteen kilometres along the promenade to Musselburgh and back."),
    ],
    # ---- s17 (en) ----
    [
        ("f_commute_upd", "f", "update", "f_commute",
         "No more cycling along the Dreisam for me: since the move I take the Höllentalbahn into town every morning and walk the last stretch to the lab."),
        ("?", "f", "how does Felix get to work in the morning", "f_commute_upd"),
        ("n_q_train", "n", "chat", None,
         "Is the train reliable? Over here that would be a daily gamble."),
        ("f_commute4", "f", "chat", "f_commute_upd",
         "Mostly punctual, and the views over the valley make up for the odd delay. I've started reading on the ride and finished two novels this month."),
        ("n_sister4", "n", "chat", "n_sister3",
         "Two novels, impressive! Chioma arrives in about a month and I still haven't decided what to cook on her first night."),
        ("f_veg4", "f", "chat", "f_veg3",
         "Cook her fish, I'm a convert now. My trout with brown butter is turning into a signature dish."),
        ("n_pottery7", "n", "chat", "n_pottery6",
         "Trout with brown butter, noted. I'll serve it on my speckled plate, the only one I own that doesn't wobble."),
        ("f_proud", "f", "chat", "f_you4",
         "Serving dinner on your own pottery; Chioma is going to be so proud of you."),
    ],
    # ---- s18 (de) ----
    [
        ("n_band4", "n", "chat", "n_band3",
         "Hallo aus Portobello! Die Reelers haben am Donnerstag wieder im Antler gespielt, und der Wirt hat uns gleich für den ganzen Sommer gebucht."),
        ("f_q_band", "f", "chat", "f_q_pub",
         "Für den ganzen Sommer, großartig! Lernst du dafür auch neue Stücke auf dem Akkordeon?"),
        ("n_band5", "n", "chat", "n_band4",
         "Ja, wir üben gerade drei schwedische Polskas, rhythmisch eine echte Herausforderung."),
        ("f_choir6", "f", "chat", "f_choir5",
         "Polskas klingen nach Albträumen für jeden Chor. Unser Brahms-Konzert an Pfingsten ist übrigens schon ausverkauft."),
        ("n_stage", "n", "chat", "n_you4",
         "Ausverkauft! Ich wusste immer, dass in dir ein Bühnenmensch steckt."),
        ("f_porto", "f", "chat", "f_trip_upd",
         "Ach was. In gut zwei Monaten fliegen wir nach Porto, und ich habe schon eine Liste mit zwölf Cafés."),
        ("n_job8", "n", "chat", "n_job7",
         "Zwölf Cafés in einer Woche schafft nur ihr. Mein neuer Job schickt mich übrigens bald für ein paar Tage nach Benmore, in den Außengarten in Argyll."),
    ],
    # ---- s19 (en) ----
    [
        ("f_garden", "f", "chat", "f_house4",
         "Benmore sounds beautiful. We planted our first vegetable bed at the weekend: courgettes, runner beans and far too much basil."),
        ("n_q_garden", "n", "chat", "n_you5",
         "Too much basil isn't a real problem. Did Jonas get his rhubarb in?"),
        ("f_garden2", "f", "chat", "f_garden",
         "He did, a whole corner of it. The neighbour's cat has already claimed the bed as her personal litter tray, though."),
        ("n_race9", "n", "chat", "n_race8",
         "Classic cat. Twelve weeks to Kielder now, and I'm already nervous about the hills in the second half."),
        ("f_fine", "f", "chat", "f_you6",
         "You'll be fine; you've trained harder for this than anyone I know."),
        ("n_sister5", "n", "chat", "n_sister4",
         "Thanks. Chioma lands in three weeks, so I've booked the car club estate for the Skye trip."),
        ("f_porto2", "f", "chat", "f_porto",
         "Bring her to Freiburg next time! The Porto café list is up to fifteen now because Jonas keeps adding more."),
    ],
    # ---- s20 (de) ----
    [
        ("n_benmore", "n", "chat", "n_job8",
         "Ich bin zurück aus Benmore: drei Tage Kartierung im Dauerregen, aber die Mammutbäume dort waren unglaublich."),
        ("f_q_benmore", "f", "chat", None,
         "Mammutbäume in Schottland? Das wusste ich gar nicht. Schickst du mir Fotos?"),
        ("n_q_lab", "n", "chat", "n_q_newjob",
         "Mache ich heute Abend. Wie läuft es bei dir im Labor der Stadtwerke, hast du dich gut eingelebt?"),
        ("f_job5", "f", "chat", "f_job4",
         "Sehr gut, ich darf jetzt sogar die Probenahme an den Hochbehältern im Schwarzwald übernehmen."),
        ("n_flat5", "n", "chat", "n_flat4",
         "Das passt zu dir. Meine Wohnung in Portobello ist endlich eingerichtet, und das Akkordeon hat eine eigene Ecke am Fenster."),
        ("f_choir7", "f", "chat", "f_choir6",
         "Eine Akkordeonecke, wie stilvoll. Heute Abend ist Chorprobe, wir singen den Brahms zum ersten Mal komplett durch."),
        ("n_bye", "n", "chat", "n_sister5",
         "Dann viel Glück beim Brahms! Lass uns telefonieren, sobald Chioma hier ist."),
    ],
]

HEADER = {
    "scenario": SET,
    "version": 1,
    "description": (
        "Two university friends, Nadia Okafor (cartographer in Edinburgh) and Felix Brandt "
        "(lab technician in Freiburg im Breisgau), chat over 20 sessions in about three months, "
        "in English and (7 sessions) German. Ordinary chat turns and second-person remarks must "
        "coexist with the speaker's earlier turns; 12 real self-updates must supersede the "
        "speaker's earlier statement, and a recall search after each must serve the new fact."
    ),
    "sources": "written by hand from general knowledge by a helper session; no external data",
}


def events():
    out = [HEADER]
    ids = {}
    n = 0
    # first pass assigns ids to writes in order
    for turns in TURNS:
        for tup in turns:
            if tup[0] != "?":
                n += 1
                ids[tup[0]] = "ei-%03d" % n
    for si, (sess, turns) in enumerate(zip(SESSIONS, TURNS), start=1):
        day, hour, minute, lang, task = sess
        name = "%s-s%02d" % (SET, si)
        t = day * 86400 + hour * 3600 + minute * 60
        out.append({"t": t, "op": "session", "session": name, "task": task, "lang": lang})
        k = 0
        for tup in turns:
            if tup[0] == "?":
                _, spk, query, upd = tup
                t += 40
                old = None
                for tt in (x for ts in TURNS for x in ts):
                    if tt[0] == upd:
                        old = tt[3]
                out.append({
                    "t": t, "op": "search", "session": name,
                    "principal": PRINCIPALS[spk], "query": query, "label": "recall",
                    "expect_top": ids[upd], "expect_absent": [ids[old]],
                    "lang": lang,
                })
                continue
            key, spk, label, target, text = tup
            k += 1
            t += 45 + (k * 37 + si * 11) % 150  # deterministic gap, 45..194 s
            if label == "update":
                expect = "supersedes:" + ids[target]
            elif target is None:
                expect = "allowed"
            else:
                expect = "coexists:" + ids[target]
            out.append({
                "t": t, "op": "write", "id": ids[key], "session": name,
                "principal": PRINCIPALS[spk], "channel": "user", "text": text,
                "label": label, "expect": expect, "lang": lang,
            })
    return out


def render():
    return "".join(json.dumps(e, ensure_ascii=False, sort_keys=False) + "\n" for e in events())


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "chat.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as fh:
        fh.write(render())
    print("wrote", path)


if __name__ == "__main__":
    main()
