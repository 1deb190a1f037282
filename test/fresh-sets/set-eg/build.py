#!/usr/bin/env python3
"""Build chat.jsonl for fresh set `set-eg` (two friends chatting, Jan-Mar 2025).

Standard library only, deterministic: the same input always gives the same bytes.
Turns are written below session by session. Each turn is
    (speaker, label, target, text)
where speaker is "N" (Nadia) or "R" (Rafael), label is chat | update | you-remark,
and target is the positional key "SS.P" (session SS, turn P) of an earlier turn by the
same speaker, or None. chat+target -> coexists, chat without target -> allowed,
update -> supersedes, you-remark -> coexists. A turn with a fourth-position query
in SEARCHES gets a recall search right after it.
"""
import json
import os

SCENARIO = "set-eg"
PRINCIPAL = {"N": "user:nadia", "R": "user:rafael"}

# (session number, day offset from 2025-01-01, language, task, turns)
SESSIONS = [
    (1, 2, "en", "catch up with a friend after the holidays", [
        ("N", "chat", None, "Happy new year, Rafa! Sorry I went so quiet over Christmas, I was on call for most of it."),
        ("R", "chat", None, "Happy new year, Nadia! No need to apologise, I spent the whole break at my parents' place in Seville eating my body weight in polvorones."),
        ("N", "chat", "01.1", "Being on call at Christmas is the price of working on the stroke ward at the Northern General, I suppose. I've been an occupational therapist there for nearly three years now."),
        ("R", "chat", "01.2", "Three years already! I'm still fixing bikes at Spokes on Gloucester Road, and after the break I came back to a queue of about forty punctures."),
        ("N", "chat", "01.3", "Forty punctures sounds grim. Do you still enjoy the work, or are you getting itchy feet?"),
        ("R", "chat", "01.4", "I still love it, mostly. The thing I'm less keen on is the house: I share a place in Bedminster with two flatmates and one of them practises the drums at midnight."),
        ("N", "chat", "01.3", "Midnight drumming would finish me off. My flat in Crookes is tiny, but at least it's quiet apart from students wandering home from the pub."),
    ]),
    (2, 6, "en", "chat with a friend", [
        ("R", "chat", "01.6", "Drummer update: he bought an electronic practice pad, so the house is slightly calmer this week."),
        ("N", "chat", "01.7", "Progress! I spent Sunday putting up shelves in the flat, and only one of them leans to the left."),
        ("R", "chat", None, "One leaning shelf counts as a win. What made you take up running, by the way? I keep seeing your parkrun photos."),
        ("N", "chat", "01.3", "It started as a way to switch off after long shifts. Now I've signed up for the Sheffield 10k in March, so there's no backing out."),
        ("R", "chat", "01.4", "A 10k, respect. The only running I do is chasing customers who leave their helmets behind at the shop."),
        ("N", "chat", "02.4", "Sheffield is all hills, which helps with training. For work I still drive my old Fiesta, which is basically held together with stickers and hope."),
        ("R", "chat", "02.5", "I do get some exercise: five-a-side every Tuesday with the lads from work. We lose almost every week."),
    ]),
    (3, 10, "es", "charlar con una amiga", [
        ("N", "chat", None, "¡Hola, Rafa! Hoy quiero practicar el español, que desde Valencia lo tengo muy oxidado."),
        ("R", "chat", "01.6", "¡Claro que sí! Hablar en español contigo me recuerda a aquel piso compartido de la calle Cádiz."),
        ("N", "chat", None, "Por cierto, me he apuntado a un coro. Ensayamos los jueves por la noche y canto de contralto."),
        ("R", "you-remark", "02.3", "¡Ya era hora! Tú cantabas en la cocina de aquel piso todas las mañanas y lo hacías genial."),
        ("N", "chat", "03.3", "Este trimestre cantamos canciones en galés y todavía no sé pronunciar ni una palabra."),
        ("R", "chat", "02.7", "Yo también he empezado algo nuevo: clases de cerámica los lunes por la tarde en un taller de Stokes Croft."),
        ("N", "chat", "03.3", "¿Y qué te hizo elegir la cerámica? Nunca te había imaginado con las manos llenas de barro."),
        ("R", "chat", "03.6", "Me pasé el verano viendo vídeos de gente usando el torno. Al final pensé: basta de mirar, vamos a probarlo."),
    ]),
    (4, 15, "en", "chat with a friend", [
        ("N", "chat", "01.3", "Rough day. My manager, Julie, asked me to cover two extra clinics next week on top of my ward patients."),
        ("R", "you-remark", "02.3", "You never say no to anyone, that's your problem. Julie is lucky to have you, and I hope she knows it."),
        ("N", "chat", "04.1", "She's not a bad boss, honestly, she just has nobody else to ask. How did your first pottery class go?"),
        ("R", "chat", "03.6", "I made something that was meant to be a bowl and came out as an ashtray. The teacher said it had character."),
        ("N", "chat", "02.4", "Character is underrated! I ran eight kilometres along the Rivelin valley on Saturday, my slowest pace ever, but I finished."),
        ("R", "chat", "02.7", "Eight kilometres before breakfast would kill me. I've been trying to eat better instead, and I went vegetarian at the start of January."),
        ("N", "chat", "01.7", "Good for you! When you come up to Sheffield I'll take you to the Indian place round the corner from my flat; half the menu is vegetarian."),
    ]),
    (5, 19, "en", "chat with a friend", [
        ("R", "chat", None, "Lucía and I have started planning the summer. We've booked flights to Porto for the second week of June!"),
        ("N", "chat", "01.5", "Porto in June sounds perfect. Hang on, who is Lucía? Have you been keeping secrets from me?"),
        ("R", "chat", "05.1", "We met at a friend's birthday back in November. She teaches at a primary school in Southville."),
        ("N", "you-remark", "01.5", "You sound really happy when you talk about her, Rafa. It suits you."),
        ("R", "chat", "03.4", "Stop teasing! Tell me about the choir instead, have you had your first concert yet?"),
        ("N", "chat", "03.3", "Not yet, the concert is at the end of March in a church in Broomhill. I've been given a short solo and I'm terrified, even though it's only four bars."),
        ("R", "chat", "05.1", "Four bars will be easy for someone who sang through every breakfast in Valencia. Lucía says we should come up to Sheffield to hear it."),
    ]),
    (6, 23, "es", "charlar con un amigo", [
        ("N", "chat", "03.1", "¡Rafa! Esta semana estoy leyendo una novela de Almudena Grandes para no perder el español."),
        ("R", "chat", "01.4", "¡Qué envidia! Yo últimamente solo leo manuales de frenos hidráulicos para el trabajo."),
        ("N", "chat", "03.3", "En el coro nos han dado la partitura del concierto, y hay un fragmento en latín que no consigo memorizar."),
        ("R", "update", "03.6", "Te cuento una novedad: ya no voy a cerámica los lunes. Me he cambiado al grupo de los sábados por la mañana, porque los lunes salgo tardísimo de la tienda."),
        ("N", "chat", "03.7", "Los sábados por la mañana es mucho mejor, así no llegas agotado. ¿Ya has hecho algo que no parezca un cenicero?"),
        ("R", "chat", "06.4", "¡Una taza! El asa está un poco torcida, pero ya me tomo el café en ella todas las mañanas."),
        ("N", "you-remark", "05.4", "Tienes una paciencia infinita para esas cosas. Serías un profesor de taller estupendo."),
    ]),
    (7, 28, "en", "chat with a friend", [
        ("R", "chat", "01.6", "The drummer is moving out at the end of February, so we're interviewing new housemates. It's like speed dating, only sadder."),
        ("N", "chat", "02.6", "Good luck with that! My own news is that the Fiesta failed its MOT spectacularly, so I'm trying to decide what to do with it."),
        ("R", "chat", "01.4", "If you ever want a bike for those hills, I could find you a decent secondhand one through the shop and post it up."),
        ("N", "chat", "02.4", "A bike would be handy, actually. I could ride to parkrun instead of begging lifts."),
        ("R", "update", "02.7", "Speaking of exercise, I've given up the five-a-side because my knee couldn't take it any more. On Tuesdays I go bouldering now, at a wall in St Werburghs."),
        ("N", "chat", "05.2", "Bouldering looks terrifying to me. Does Lucía climb as well?"),
        ("R", "chat", "07.5", "She's the reason I tried it! She climbs far harder routes than me and laughs at my footwork."),
    ]),
    (8, 32, "en", "weekend catch-up with a friend", [
        ("N", "update", "02.6", "Big decision made: I've sold the Fiesta. A neighbour's son bought it as his first car, and from now on I cycle to the hospital."),
        ("R", "you-remark", "04.2", "You'll have legs of steel after a month on those hills. Your 10k time is going to drop massively, you'll see."),
        ("N", "chat", "02.4", "That's the plan! The race is about six weeks away and I've started doing interval sessions on Tuesday evenings."),
        ("R", "chat", "05.1", "Last Saturday Lucía and I walked from Clifton down to the harbour and ate chips on the steps by the water. Freezing, but lovely."),
        ("N", "chat", "01.7", "Crookes is covered in ice this weekend. I went out to put the bins out and nearly slid all the way down the street."),
        ("R", "chat", "07.1", "We chose a new housemate, by the way: a PhD student called Yusuf who bakes sourdough. Best decision we've made all year."),
        ("N", "chat", "02.2", "A housemate who bakes sourdough is the dream. Save me a slice for when I finally visit."),
    ]),
    (9, 37, "es", "charlar con un amigo", [
        ("R", "chat", "06.4", "El sábado en el taller hice tres cuencos y, por fin, ninguno se rompió en el horno."),
        ("N", "chat", "06.5", "¡Tres cuencos sin romper! Guárdame uno, que en casa solo tengo tazas desparejadas."),
        ("R", "chat", "03.4", "Te guardo el más bonito. Oye, ¿sigues con el coro? ¿Qué tal los ensayos de los jueves?"),
        ("N", "update", "03.3", "Ya no ensayamos los jueves: el director ha pasado los ensayos a los miércoles porque la iglesia tenía los jueves ocupados."),
        ("R", "chat", "01.4", "Pues los miércoles. Esos días me toca cerrar la tienda, así que podría llamarte cuando salga."),
        ("N", "chat", "09.4", "Perfecto, terminamos sobre las nueve y media. Luego solemos ir al pub con una soprano simpatiquísima."),
        ("R", "chat", "05.1", "Cambiando de tema: Lucía y yo estamos mirando hoteles en Oporto, pero en junio está todo carísimo."),
        ("N", "you-remark", "06.7", "Seguro que encontráis algo; tú siempre das con las gangas, eres un genio para eso."),
    ]),
    (10, 41, "en", "chat with a friend", [
        ("N", "update", "04.1", "Julie retired last Friday, so we have a new manager now: Priya, who used to run the neuro rehab unit."),
        ("R", "chat", "04.2", "End of an era! I hope Priya appreciates you as much as Julie did."),
        ("N", "chat", "10.1", "First impressions are good. She actually asked me what I wanted to work on, which nobody has ever done."),
        ("R", "chat", "01.4", "That's rare. At the shop the owner just hands me a list every morning and vanishes until lunch."),
        ("N", "chat", "02.4", "Long run on Sunday: twelve kilometres, more than the race distance! I'm starting to feel brave."),
        ("R", "you-remark", "08.2", "Twelve kilometres? You should be entering a half marathon, not a 10k."),
        ("N", "chat", "02.4", "Don't put ideas in my head... although the Sheffield half is in May and entries are still open."),
    ]),
    (11, 46, "en", "chat with a friend", [
        ("N", "update", "02.4", "Well, the idea stuck. I've switched my entry from the 10k in March to the Sheffield half marathon in May."),
        ("R", "chat", "10.6", "Yes! I'm taking full credit when you cross that finish line."),
        ("N", "chat", "11.1", "The new plan has me running four times a week. My legs already hate you."),
        ("R", "update", "01.4", "My own news: I handed in my notice at Spokes. From Monday I'll be running the repair workshop at a cycling co-op in Easton."),
        ("N", "you-remark", "09.8", "That's huge! You'll be brilliant in charge of a workshop, you explain things so patiently."),
        ("R", "chat", "11.4", "It pays a bit less, but I'll get to teach people to fix their own bikes on Thursday nights, which is what I've always wanted."),
        ("N", "chat", "10.1", "Priya wants me to run training for the new therapists as well, so we'll both be teaching this spring."),
    ]),
    (12, 50, "es", "charlar con una amiga", [
        ("R", "chat", "11.4", "Primera semana en la cooperativa: he arreglado diecisiete bicis y ya me sé los nombres de todos los voluntarios."),
        ("N", "chat", "09.8", "¿Diecisiete? Eres una máquina. ¿Y qué tal el ambiente con los voluntarios?"),
        ("R", "chat", "12.1", "Genial. Hay una jubilada que lleva cuarenta años arreglando bicis y sabe mucho más que yo."),
        ("N", "chat", "01.7", "Te cuento un secreto: estoy mirando casas. El piso de Crookes se me ha quedado pequeño."),
        ("R", "chat", "01.6", "¡Mira qué coincidencia! Lucía y yo también hablamos de buscar algo juntos."),
        ("N", "chat", "12.4", "He visto una casita adosada en Walkley con un jardín diminuto. Mañana voy a verla por dentro."),
        ("R", "you-remark", "10.6", "Ya te imagino con tu jardín lleno de tomateras. Te mereces un sitio con más espacio."),
    ]),
    (13, 55, "en", "chat with a friend", [
        ("N", "chat", "12.6", "I put in an offer on the Walkley house and they accepted it! I'm still in shock."),
        ("R", "chat", None, "Congratulations!! When do you get the keys?"),
        ("N", "chat", "13.1", "If the solicitors behave, mid-March. I've already started packing my books into boxes."),
        ("R", "update", "04.6", "Meanwhile I've gone fully vegan. Lucía did it first, and after a month of her cooking I honestly don't miss cheese."),
        ("N", "chat", "04.7", "No cheese at all?! Fine, when you visit I'll find a vegan place instead of the Indian one."),
        ("R", "chat", "13.4", "There's a vegan café near the co-op that does a chickpea stew I could eat every single day."),
        ("N", "chat", "09.4", "Our choir did a little warm-up gig at a care home on Wednesday. The residents sang along louder than we did."),
        ("R", "chat", "09.3", "That sounds like the best kind of audience. Did you get to do your solo?"),
    ]),
    (14, 59, "en", "chat with a friend", [
        ("N", "chat", "05.6", "Not yet, I'm saving it for the real concert on the 29th. Did you and Lucía ever sort out a hotel in Porto?"),
        ("R", "update", "05.1", "Plot twist: we cancelled Porto. The airline changed our flights twice, so in June we're doing a road trip around Asturias instead."),
        ("N", "chat", "13.5", "Asturias is gorgeous: cider, mountains, cheese... oh wait, no cheese for you."),
        ("R", "chat", "14.2", "I'll survive on cider and beans! We want to spend a few days hiking in the Picos de Europa."),
        ("N", "chat", "10.5", "Last Sunday I walked up Stanage Edge with two friends from work, and the wind nearly carried my hat off to Derbyshire."),
        ("R", "chat", "08.4", "Stanage is on my list. Last Thursday I took the co-op volunteers on a ride out to Pill and we all got soaked."),
        ("N", "you-remark", "11.5", "You're turning into a proper tour leader. Your volunteers are lucky to have you."),
    ]),
    (15, 64, "es", "charlar con un amigo", [
        ("R", "chat", "12.5", "Noticias de casa: Lucía y yo hemos encontrado un piso en Totterdown con vistas a toda la ciudad."),
        ("N", "chat", "12.6", "¡Qué maravilla! ¿Cuándo os mudáis? A mí me dan las llaves de Walkley el día catorce."),
        ("R", "chat", "15.1", "Firmamos el contrato el lunes y nos mudamos a finales de mes. Yusuf está triste porque pierde a su mejor catador de pan."),
        ("N", "chat", "09.4", "Pobre Yusuf. Oye, el miércoles el director me confirmó que hago el solo en el concierto."),
        ("R", "chat", "13.8", "¡Lo sabía! Vas a estar increíble, ya verás."),
        ("N", "chat", "01.3", "Además, en el trabajo me han ofrecido un puesto en el equipo comunitario de rehabilitación. Todavía me lo estoy pensando."),
        ("R", "chat", "15.5", "Piénsalo con calma, pero eso de visitar a la gente en su casa te pega muchísimo."),
    ]),
    (16, 68, "en", "chat with a friend", [
        ("N", "update", "01.3", "I said yes! As of this week I've left the stroke ward and joined the community rehab team, so I see patients in their own homes now."),
        ("R", "chat", "15.7", "I knew you'd say yes. How are the home visits going so far?"),
        ("N", "chat", "16.1", "Lots of driving around in the team's pool car, ironically, and a lot of tea. One lady made me try her homemade parkin."),
        ("R", "chat", "11.4", "Parkin at work beats anything we get at the co-op. Today someone paid for a brake fix with a bag of apples."),
        ("N", "chat", "11.1", "Apples are a perfectly fair currency. Half marathon training is on track: fourteen kilometres on Saturday and no injuries yet."),
        ("R", "chat", "11.2", "Fourteen! Lucía and I have already booked the train to come and cheer you on in May."),
        ("N", "chat", "13.3", "You two are the best. I'll have a spare room by then, so you can stay with me."),
    ]),
    (17, 73, "en", "chat with a friend", [
        ("N", "update", "01.7", "Got the keys yesterday and I've officially moved out of Crookes. I live in the little terraced house in Walkley now!"),
        ("R", "chat", "13.2", "Welcome home! You must be exhausted after carrying all those boxes of books."),
        ("N", "chat", "17.1", "Completely. I slept on a mattress on the floor because I couldn't find the bolts for the bed frame."),
        ("R", "chat", "01.6", "We start packing next weekend. Half of my stuff turns out to be bike parts, and Lucía is not impressed."),
        ("N", "chat", "12.6", "The previous owner left a rhubarb plant in the garden and I have no idea what to do with it."),
        ("R", "chat", "13.4", "Rhubarb crumble, obviously. Lucía has a recipe with an oat topping that's entirely vegan."),
        ("N", "chat", "09.4", "Send it over! Choir on Wednesday is the dress rehearsal, and then it's concert week."),
    ]),
    (18, 78, "es", "charlar con una amiga", [
        ("R", "chat", "17.4", "Seguimos rodeados de cajas. Mañana a las ocho viene la furgoneta de la mudanza."),
        ("N", "chat", "16.7", "¡Ánimo! Yo ya he montado la cama, así que la habitación de invitados os espera."),
        ("R", "chat", "06.4", "Este sábado no voy al taller de cerámica por la mudanza; la profesora me guarda el torno para la semana que viene."),
        ("N", "chat", "09.4", "Ayer en el ensayo general me equivoqué en la entrada del solo, pero el director dice que eso trae buena suerte."),
        ("R", "chat", "15.5", "Dicen que un mal ensayo general anuncia un gran concierto. Tú tranquila."),
        ("N", "chat", "16.1", "Y en el equipo nuevo estoy encantada: hoy he ayudado a un señor a volver a cocinar solo en su cocina."),
        ("R", "chat", "15.7", "Eso es precioso. Se nota muchísimo que te gusta lo que haces."),
    ]),
    (19, 83, "en", "chat with a friend", [
        ("R", "update", "01.6", "We did it, the move is done! I've left the Bedminster house and I'm living with Lucía in Totterdown now."),
        ("N", "chat", "15.2", "Congratulations on the new place! How does it feel without housemates?"),
        ("R", "chat", "19.1", "Strangely quiet. This morning I kept expecting to smell Yusuf's bread."),
        ("N", "chat", "11.1", "I did my longest run yet on Sunday, sixteen kilometres round Damflask reservoir."),
        ("R", "chat", "07.5", "My Tuesday bouldering has suffered with the move, but last week I finally topped the purple route."),
        ("N", "chat", "17.7", "The concert is this Saturday. Are you two still planning to watch the livestream?"),
        ("R", "chat", "05.7", "Wouldn't miss it. Lucía has already told her whole family to tune in."),
    ]),
    (20, 88, "es", "charlar con una amiga", [
        ("N", "chat", "18.4", "¡Ayer fue el concierto! Me temblaban las manos, pero el solo salió bien."),
        ("R", "chat", "19.7", "Lo vimos en directo desde el sofá nuevo. Lucía lloró un poco, y yo también, no te voy a mentir."),
        ("N", "chat", "20.1", "Después fuimos al pub y yo solo tomé zumo, porque esta mañana me tocaba una tirada larga de dieciocho kilómetros."),
        ("R", "chat", "14.2", "Oye, ya hemos reservado la primera casa rural en Asturias, cerca de Cangas de Onís."),
        ("N", "chat", "14.3", "¡Qué envidia me dais! Tráeme una botella de sidra, por favor."),
        ("R", "chat", "11.4", "Hecho. Y en la cooperativa me han pedido que organice un taller de reparación para niños en abril."),
        ("N", "chat", "19.4", "Eso te va a encantar. Bueno, me voy a estirar las piernas, que estoy molida. ¡Un abrazo a los dos!"),
    ]),
]

# Recall searches, one per update: key of the update turn -> query (asked by the update's author).
SEARCHES = {
    "06.4": "¿Qué día tengo la clase de cerámica?",
    "07.5": "What sport do I play on Tuesdays?",
    "08.1": "How do I get to work at the hospital?",
    "09.4": "¿Qué día ensaya mi coro?",
    "10.1": "Who is my manager at work?",
    "11.1": "Which race am I training for?",
    "11.4": "Where do I work?",
    "13.4": "Am I vegetarian or vegan?",
    "14.2": "Where are Lucía and I going on holiday in June?",
    "16.1": "Which team do I work in at the hospital?",
    "17.1": "Where do I live now?",
    "19.1": "Where do I live and who do I live with?",
}

DAY = 86400


def events():
    header = {
        "scenario": SCENARIO,
        "version": 1,
        "description": ("Two friends, Nadia (occupational therapist, Sheffield) and Rafael "
                        "(bike mechanic, Bristol), chat over 20 sessions from January to March "
                        "2025, in English and (7 sessions) Spanish. Small talk, compliments and "
                        "second-person remarks must coexist; 12 real self-updates must supersede."),
        "sources": ["hand-written for this set by a helper session; no external data"],
    }
    out = [header]
    keys = {}          # "SS.P" -> (id, speaker)
    n = 0
    k = 0
    for num, day, lang, task, turns in SESSIONS:
        sid = "set-eg-s%02d" % num
        t = day * DAY + 19 * 3600 + ((num * 17) % 50) * 60
        out.append({"t": t, "op": "session", "session": sid, "task": task, "lang": lang})
        for pos, (spk, label, target, text) in enumerate(turns, 1):
            k += 1
            t += 40 + (k * 97) % 240
            n += 1
            wid = "eg-%03d" % n
            key = "%02d.%d" % (num, pos)
            keys[key] = (wid, spk)
            if target is None:
                assert label == "chat", key
                expect = "allowed"
            else:
                tid, tspk = keys[target]
                assert tspk == spk, (key, target)
                verb = "supersedes" if label == "update" else "coexists"
                expect = "%s:%s" % (verb, tid)
            out.append({"t": t, "op": "write", "id": wid, "session": sid,
                        "principal": PRINCIPAL[spk], "channel": "user", "text": text,
                        "label": label, "expect": expect})
            if key in SEARCHES:
                assert label == "update", key
                t += 25
                out.append({"t": t, "op": "search", "session": sid, "principal": PRINCIPAL[spk],
                            "query": SEARCHES[key], "label": "recall", "expect_top": wid,
                            "expect_absent": [keys[target][0]]})
    assert len(SEARCHES) == sum(1 for e in out if e.get("op") == "search")
    return out


def render():
    return "".join(json.dumps(e, ensure_ascii=False, sort_keys=False) + "\n" for e in events())


def main():
    path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "chat.jsonl")
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write(render())
    print("wrote", path)


if __name__ == "__main__":
    main()
