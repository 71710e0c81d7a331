#!/usr/bin/env python3
"""Writes a module with large DWARF-like sections (one `.bN` item per line,
as nvcc -G does), for the section-data checks on threads
(sema/Initializers.cpp checks them in runs of 4096 items).

  gen-big-sections.py [--bad] [--unit-delta N] [--cross]

--bad puts wrong items at run boundaries of .debug_loc (items 0, 4095, 4096,
6000, 8191, 8192 and the last); --unit-delta adds N to the first
.debug_info unit's length; --cross makes the first unit end inside a .b32.
"""
import argparse

ap = argparse.ArgumentParser()
ap.add_argument("--bad", action="store_true")
ap.add_argument("--unit-delta", type=int, default=0)
ap.add_argument("--cross", action="store_true")
a = ap.parse_args()

out = [".version 9.0", ".target sm_80, debug", ".address_size 64", "",
       ".visible .entry k()", "{", "ret;", "}", "",
       ".section .debug_abbrev", "{", ".b8 1", ".b8 17", ".b8 0", "}", "",
       ".section .debug_info", "{"]
# Unit 1: 10,003 bytes after its length (a run of .b8, a label, one .b16, one
# .b32); unit 2: 6,000 bytes. Both span several runs of items.
unit1 = [".b8 %d" % (i % 200) for i in range(9997)]
unit1 += ["$L__unit1_mid:", ".b16 513", ".b32 1"]
if a.cross:
    # The last item becomes a .b64: it crosses the unit's end by 4 bytes.
    unit1[-1] = ".b64 1"
length1 = 9997 + 2 + 4 + a.unit_delta
out.append(".b32 %d" % length1)
out += unit1
out.append(".b32 6000")
out += [".b8 %d" % (i % 7) for i in range(6000)]
out += ["}", "", ".section .debug_loc", "{"]
n = 12000
items = [".b8 %d" % (i % 250) for i in range(n)]
if a.bad:
    items[0] = ".b8 256"
    items[4095] = ".b16 70000"
    items[4096] = ".b8 0x100000001"
    items[6000] = ".u32 5"
    items[8191] = ".b8 -129"
    items[8192] = ".b8 k"
    items[n - 1] = ".b32 -2147483649"
out += items
out += ["}", ""]
print("\n".join(out))
