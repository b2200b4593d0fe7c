"""Times PyMahjongGB's MahjongFanCalculator (the Chinese Official C++ calculator)
on the engine's benchmark corpus, read as JSON lines on stdin; prints µs per hand
and hands per second, the median of several passes. Used by scripts/bench-peers.sh."""
import json
import statistics
import sys
import time

from MahjongGB import MahjongFanCalculator

SUIT = {"m": "W", "p": "B", "s": "T"}
HONOR = {1: "F1", 2: "F2", 3: "F3", 4: "F4", 5: "J3", 6: "J2", 7: "J1"}


def tiles(text):
    out, digits = [], []
    for c in text:
        if c.isdigit():
            digits.append(int(c))
        else:
            out += [f"{SUIT[c]}{d}" if c in SUIT else HONOR[d] for d in digits]
            digits = []
    return out


def pack(meld):
    ts = tiles(meld["tiles"])
    return ("PENG", ts[0], 1) if ts[0] == ts[1] else ("CHI", ts[1], 1)


def main():
    corpus = []
    for line in sys.stdin:
        r = json.loads(line)
        corpus.append((tuple(pack(m) for m in r.get("melds", [])), tuple(tiles(r["hand"])), tiles(r["win_tile"])[0]))

    def one_pass():
        t0 = time.perf_counter()
        for packs, hand, win in corpus:
            try:
                MahjongFanCalculator(pack=packs, hand=hand, winTile=win, flowerCount=0, isSelfDrawn=True,
                                     is4thTile=False, isAboutKong=False, isWallLast=False, seatWind=0,
                                     prevalentWind=0)
            except Exception:
                pass  # hands below 8 fan or not winning in MCR are timed all the same
        return time.perf_counter() - t0

    one_pass()
    passes = sorted(one_pass() for _ in range(15))
    secs = statistics.median(passes)
    print(f"{secs / len(corpus) * 1e6:.2f} {len(corpus) / secs:.0f}")


main()
