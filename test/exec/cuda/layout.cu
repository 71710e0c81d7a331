// End-to-end: data layout the executor must reproduce byte for byte.
// Initialized __device__/__constant__ globals of structs that mix char,
// short, float, double and pointers to other globals (nvcc writes them as
// .b8 arrays with 0xFF(generic(sym)) mask elements), a function-pointer
// table, unions and bit-fields, sub-word vector loads and stores with cache
// hints (__ldg of char4/short4/uchar2, __ldcs/__ldlu/__stcs/__stwt), structs
// passed to and returned from __noinline__ functions by value, a local array
// of structs indexed at run time, and __int128 arithmetic. Expected values:
// layout.py.
#include <cstdint>

struct Mixed {
  char c;
  short s;
  float f;
  double d;
  const int *p;
  unsigned char tail[3];
};
__device__ int table[6] = {10, -20, 30, -40, 50, -60};
__device__ Mixed mixed[3] = {{'a', -2, 1.5f, -0.25, &table[1], {1, 2, 3}},
                             {'\xff', 32767, -0.0f, 1e300, &table[5], {0xfe, 0, 0x80}},
                             {0, -32768, 3.4e38f, 5e-324, table, {7, 8, 9}}};
__constant__ const int *cptrs[3] = {&table[2], &table[0], &table[4]};
__constant__ float cfl[5] = {1.0f, -2.5f, 1e-45f, 0.1f, -3.4028235e38f};
__constant__ unsigned short cshort[7] = {1, 0xffff, 0x8000, 3, 4, 5, 6};

__device__ int f_add(int a, int b) { return a + b; }
__device__ int f_sub(int a, int b) { return a - b; }
__device__ int f_mulhi(int a, int b) { return __mulhi(a, b); }
__device__ int f_xor(int a, int b) { return a ^ b; }
typedef int (*binop)(int, int);
__device__ binop ops[4] = {f_add, f_sub, f_mulhi, f_xor};

union Pun {
  float f;
  unsigned u;
  unsigned char b[4];
  short h[2];
};
struct Bits {
  unsigned a : 3;
  int b : 5;
  unsigned c : 11;
  int d : 13;
};
struct Pair {
  long long q;
  float x;
  char tag;
};
__device__ __noinline__ Pair combine(Pair p, Bits bt, int k) {
  Pair r;
  r.q = p.q * 3 + bt.b - (long long)bt.d * k;
  r.x = p.x * 0.5f + (float)bt.c;
  r.tag = (char)(p.tag + bt.a);
  return r;
}

extern "C" __global__ void layout(const char4 *c4, const short4 *s4, const uchar2 *u2, const uint4 *v4,
                                  long long *out, uint4 *vout, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long *o = out + 24 * i;
  const Mixed &m = mixed[i % 3];
  o[0] = m.c * 1000000 + m.s;
  o[1] = (long long)__float_as_uint(m.f) << 32 | (unsigned)*m.p;
  o[2] = __double_as_longlong(m.d);
  o[3] = m.tail[0] | m.tail[1] << 8 | m.tail[2] << 16 | (long long)(m.p - table) << 32;
  o[4] = *cptrs[i % 3] + (long long)__float_as_uint(cfl[i % 5]) * 16 + cshort[i % 7];
  int a = (int)(i * 0x9e3779b1u), b = (int)(i * 0x85ebca6bu);
  o[5] = ops[i % 4](a, b);
  char4 c = __ldg(&c4[i]);
  short4 s = __ldg(&s4[i]);
  uchar2 u = __ldg(&u2[i]);
  o[6] = c.x + c.y * 256LL + c.z * 65536LL + c.w * 16777216LL;
  o[7] = s.x + s.y * 65536LL + s.z * 7 + s.w * 11;
  o[8] = u.x * 1000 + u.y;
  uint4 v = __ldcs(&v4[i]);
  uint4 w = __ldlu(&v4[(i + 1) % n]);
  o[9] = (long long)((unsigned long long)v.x * w.w + v.y - w.z + (v.z ^ w.x) - v.w);
  __stcs(&vout[i], make_uint4(w.y, v.x, w.w, v.z));
  Pun pu;
  pu.u = v.x;
  o[10] = pu.b[0] + pu.b[3] * 1000 + pu.h[1] * 1000000LL;
  pu.f = 1.0f / (float)(i + 1);
  o[11] = pu.u;
  Bits bt;
  bt.a = v.y; bt.b = (int)v.z; bt.c = v.w; bt.d = (int)(v.x ^ v.y);
  Pair p = {(long long)v.x << 20 | v.y, (float)(int)v.z, (char)v.w};
  Pair r = combine(p, bt, i);
  o[12] = r.q;
  o[13] = __float_as_uint(r.x) | (long long)(unsigned char)r.tag << 32;
  o[14] = bt.a | bt.b * 16LL | (long long)bt.c << 16 | (long long)bt.d << 32;
  // local array of structs, indexed at run time
  Pair loc[8];
  for (int k = 0; k < 8; k++) { loc[k].q = k * (long long)v.w; loc[k].x = (float)k; loc[k].tag = (char)(k * 37); }
  int j = v.y & 7, j2 = v.z & 7;
  loc[j].q += loc[j2].q; loc[j2].tag ^= loc[j].tag;
  o[15] = loc[j].q + loc[j2].tag + (long long)loc[(j + j2) & 7].x;
  // 128-bit integers
  __int128 x = (__int128)(long long)(((unsigned long long)v.x << 32) | v.y) * (long long)(((unsigned long long)v.z << 32) | v.w);
  unsigned __int128 y = (unsigned __int128)(((unsigned long long)v.w << 32) | v.x) * (((unsigned long long)v.y << 32) | v.z);
  o[16] = (long long)(x >> 64);
  o[17] = (long long)x;
  o[18] = (long long)(y >> 64);
  o[19] = (long long)(y >> 7);
  unsigned long long den = ((unsigned long long)v.z << 32 | v.x) | 1;
  o[20] = (long long)(y / den);
  o[21] = (long long)(y % den);
  o[22] = (long long)(x / -7) ^ (long long)(x % 1000000007);
  o[23] = (long long)(((unsigned __int128)x << (v.x & 127)) >> 64) ^ (long long)(y >> (v.y & 127));
}

// A packed struct puts pointers at odd offsets: nvcc then writes the
// initializer as .u8 bytes, each `0xFF..(generic(sym)+off)` (mask()).
struct __attribute__((packed)) Packed {
  char c;
  const int *p;
  short s;
  void (*f)(int *);
};
__device__ int arr4[4] = {1, 2, 3, 4};
__device__ void set111(int *o) { *o = 111; }
__device__ void set222(int *o) { *o = 222; }
__device__ Packed packed_tab[2] = {{'x', &arr4[3], -5, set111}, {'y', arr4 + 1, 7, set222}};
__device__ __int128 big128 = ((__int128)0x0123456789abcdefLL << 64) | 0xfedcba9876543210ULL;
__device__ const char *strs[2] = {"hi", "there"};

extern "C" __global__ void packed(long long *o) {
  int t = threadIdx.x;
  const Packed &q = packed_tab[t];
  int r;
  q.f(&r);
  o[6 * t] = q.c;
  o[6 * t + 1] = *q.p;
  o[6 * t + 2] = q.s;
  o[6 * t + 3] = r;
  o[6 * t + 4] = (long long)(big128 >> (64 * t));
  o[6 * t + 5] = strs[t][1];
}
