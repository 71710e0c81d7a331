# vector-atomics.ptx: `init` writes the initial buffer (96 bytes), `expect`
# the expected final buffer and out words, from PTX ISA 8.5 9.7.14.5-6 with
# Python floats (every sum here is exact, so the order of the 32 threads'
# atomics does not matter).
import struct
import sys

def f32(x): return struct.pack("<f", x)
def f16(x): return struct.pack("<e", x)
def bf16(x): return struct.pack("<f", x)[2:]  # exact for these small values
def pair(pack, hi, lo): return pack(lo) + pack(hi)

T = range(32)
SUB = struct.unpack("<f", struct.pack("<I", 0x00400000))[0]  # 2^-127, subnormal

def buffer(final):
    b = b""
    # [0, 16): atom.add.v4.f32 += {tid, 1, 2*tid, subnormal (flushed: global)}
    a0 = [0.0, 100.0, 0.0, 0.0]
    if final:
        a0 = [a0[0] + sum(T), a0[1] + 32, a0[2] + sum(2 * t for t in T), 0.0]
    b += b"".join(f32(v) for v in a0)
    # [16, 24): red.add.v2.f32 += {1, 0.25}; [24, 32) untouched
    b += f32(32.0 if final else 0.0) + f32(8.0 if final else 0.0) + bytes(8)
    # [32, 48): atom.add.v8.f16 += 0.5 from 32 threads
    b += b"".join(f16(j + (16 if final else 0)) for j in range(8))
    # [48, 56): atom.min.v2.bf16x2 with {(-t, t), (t, t)}
    w0 = (min([0.0] + [-t for t in T]), min([5.0] + list(T))) if final else (0.0, 5.0)
    w1 = (min([10.0] + list(T)), min([-3.0] + list(T))) if final else (10.0, -3.0)
    b += pair(bf16, *w0) + pair(bf16, *w1) + bytes(8)
    # [64, 80): red.max.v4.f16x2 with (t/4, -(t+1)) in every word
    w = (max([-50.0] + [t / 4 for t in T]), max([-100.0] + [-(t + 1) for t in T])) if final \
        else (-50.0, -100.0)
    b += pair(f16, *w) * 4
    # [80, 88): atom.max.v4.bf16 with t
    init = [3.0, 50.0, -2.0, 31.5]
    b += b"".join(bf16(max([v] + list(T)) if final else v) for v in init) + bytes(8)
    return b

if sys.argv[1] == "init":
    sys.stdout.buffer.write(buffer(False))
else:
    for i in range(0, 96, 16):
        print(" ".join("%02x" % x for x in buffer(True)[i:i + 16]))
    # out: sum of the old values of element 1 of the v4.f32 atom (100..131),
    # sum of the old values of element 0 of the v8.f16 atom (0 + 0.5 k),
    # shared atom.add.f32 0 + 2^-127 (not flushed), global (flushed)
    o = f32(sum(100.0 + t for t in T)) + f32(sum(0.5 * t for t in T)) + f32(SUB) + f32(0.0)
    print(" ".join("%02x" % x for x in o))
