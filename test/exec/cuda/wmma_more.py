"""Inputs and expected outputs of wmma_more.cu (exact small-integer
arithmetic: every --tensor-core model gives these words)."""
import random, struct, sys

d = sys.argv[1]
random.seed(1616)


def mat(r, c, lo=-4, hi=4):
    return [[random.randint(lo, hi) for _ in range(c)] for _ in range(r)]


def mul(A, B, C):
    return [[C[r][c] + sum(A[r][k] * B[k][c] for k in range(len(B))) for c in range(len(B[0]))]
            for r in range(len(A))]


def rowm(M):
    return [x for row in M for x in row]


def colm(M):
    return [M[r][c] for c in range(len(M[0])) for r in range(len(M))]


def bf16(x):
    return struct.unpack("<I", struct.pack("<f", x))[0] >> 16  # exact for small integers


def w(name, fmt, vals):
    open(d + "/" + name, "wb").write(struct.pack("<%d%s" % (len(vals), fmt), *vals))


# bf16 m16n16k16: A row-major, B col-major, C = 2, D row-major f32
A, B = mat(16, 16), mat(16, 16)
w("bf_a.bin", "H", [bf16(x) for x in rowm(A)])
w("bf_b.bin", "H", [bf16(x) for x in colm(B)])
w("bf_d.expected", "f", rowm(mul(A, B, [[2] * 16 for _ in range(16)])))
# tf32 m16n16k8: A (16x8) col-major (ld 16), B (8x16) row-major, C row-major, D col-major
A, B, C = mat(16, 8), mat(8, 16), mat(16, 16, -100, 100)
w("tf_a.bin", "f", colm(A))
w("tf_b.bin", "f", rowm(B))
w("tf_c.bin", "f", rowm(C))
w("tf_d.expected", "f", colm(mul(A, B, C)))
# u8 m32n8k16: A (32x16) col-major (ld 32), B (16x8) row-major, C = 5, D row-major
A, B = mat(32, 16, 0, 255), mat(16, 8, 0, 255)
w("u8_a.bin", "B", colm(A))
w("u8_b.bin", "B", rowm(B))
w("u8_d.expected", "i", rowm(mul(A, B, [[5] * 8 for _ in range(32)])))
# f16 m8n32k16: A (8x16) col-major (ld 8), B (16x32) row-major, C (8x32) col-major, D row-major f16
A, B, C = mat(8, 16), mat(16, 32), mat(8, 32, -50, 50)
w("h_a.bin", "e", colm(A))
w("h_b.bin", "e", rowm(B))
w("h_c.bin", "e", colm(C))
w("h_d.expected", "e", rowm(mul(A, B, C)))
# f16 m32n8k16 -> f32: A (32x16) row-major, B (16x8) row-major, C = 0
A, B = mat(32, 16), mat(16, 8)
w("w_a.bin", "e", rowm(A))
w("w_b.bin", "e", rowm(B))
w("w_d.expected", "f", rowm(mul(A, B, [[0] * 8 for _ in range(32)])))
# f64 m8n8k4: A (8x4) col-major (ld 8), B (4x8) row-major, C = 0, D row-major
A, B = mat(8, 4, -1000, 1000), mat(4, 8, -1000, 1000)
w("f_a.bin", "d", colm(A))
w("f_b.bin", "d", rowm(B))
w("f_d.expected", "d", rowm(mul(A, B, [[0] * 8 for _ in range(8)])))
