# Ply's bridge to GNU Backgammon, run by gnubg itself: gnubg -t -q -r -p ply_gnubg_bridge.py
# Reads one request a line on standard input and answers each with one line that starts with
# "ply-gnubg: " on standard output (gnubg's own messages may come in between and are ignored).
#   plays ID DICE    all legal plays of the position id (the second block on roll) with the dice,
#                    best first: "plays N PLAY|PLAY|..."
#   best ID DICE     the best play at the current evaluation settings: "best 1 PLAY" ("best 0 " when
#                    nothing can be played)
#   plies N          sets the chequer-play evaluation to N plies: "ok"
#   quit             ends gnubg
# Errors answer "error TEXT". Play is cubeless money play, both players human (gnubg never moves on
# its own), Jacoby off: gnubg's equity counts gammons and backgammons.
import sys
import gnubg


def reply(text):
    sys.stdout.write("ply-gnubg: " + text + "\n")
    sys.stdout.flush()


for command in ("set player 0 human", "set player 1 human", "set jacoby off", "set cube use off",
                "set evaluation chequerplay evaluation cubeful off",
                "set evaluation chequerplay evaluation plies 0", "set display off", "new game"):
    gnubg.command(command)
reply("ready")
for line in sys.stdin:
    fields = line.split()
    if not fields:
        continue
    try:
        if fields[0] == "quit":
            break
        elif fields[0] in ("plays", "best") and len(fields) == 3 and len(fields[2]) == 2:
            gnubg.command("set board " + fields[1])
            gnubg.command("set dice %s %s" % (fields[2][0], fields[2][1]))
            hint = gnubg.hint(9999 if fields[0] == "plays" else 1)
            plays = [entry["move"] for entry in hint["hint"]] if hint else []
            reply("%s %d %s" % (fields[0], len(plays), "|".join(plays)))
        elif fields[0] == "plies" and len(fields) == 2 and fields[1].isdigit():
            gnubg.command("set evaluation chequerplay evaluation plies " + fields[1])
            reply("ok")
        else:
            reply("error unknown request: " + line.strip())
    except Exception as error:
        reply("error " + str(error).replace("\n", " "))
