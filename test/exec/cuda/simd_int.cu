// End-to-end: every CUDA SIMD video intrinsic (2x16 and 4x8 lanes: abs, absdiff,
// add/sub with and without saturation, averages, compares as masks and as
// 0/1, min/max, neg, sad), integer div/rem corner cases through inline PTX
// (INT_MIN / -1 in 16/32/64 bits, negative operands; no zero divisors, whose
// result PTX leaves unspecified), and atomicInc/atomicDec wrap rules, one
// location per thread so the result does not depend on order. Expected
// values: simd_int.py.
#include <cstdint>

extern "C" __global__ void simd(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = in[2 * i], b = in[2 * i + 1];
  unsigned *o = out + 80 * i;
#define V(k, f) o[k] = f(a, b);
#define U(k, f) o[k] = f(a);
  U(0, __vabs2) U(1, __vabs4) V(2, __vabsdiffs2) V(3, __vabsdiffs4) V(4, __vabsdiffu2)
  V(5, __vabsdiffu4) U(6, __vabsss2) U(7, __vabsss4) V(8, __vadd2) V(9, __vadd4)
  V(10, __vaddss2) V(11, __vaddss4) V(12, __vaddus2) V(13, __vaddus4) V(14, __vavgs2)
  V(15, __vavgs4) V(16, __vavgu2) V(17, __vavgu4) V(18, __vcmpeq2) V(19, __vcmpeq4)
  V(20, __vcmpges2) V(21, __vcmpges4) V(22, __vcmpgeu2) V(23, __vcmpgeu4) V(24, __vcmpgts2)
  V(25, __vcmpgts4) V(26, __vcmpgtu2) V(27, __vcmpgtu4) V(28, __vcmples2) V(29, __vcmples4)
  V(30, __vcmpleu2) V(31, __vcmpleu4) V(32, __vcmplts2) V(33, __vcmplts4) V(34, __vcmpltu2)
  V(35, __vcmpltu4) V(36, __vcmpne2) V(37, __vcmpne4) V(38, __vhaddu2) V(39, __vhaddu4)
  V(40, __vmaxs2) V(41, __vmaxs4) V(42, __vmaxu2) V(43, __vmaxu4) V(44, __vmins2)
  V(45, __vmins4) V(46, __vminu2) V(47, __vminu4) U(48, __vneg2) U(49, __vneg4)
  U(50, __vnegss2) U(51, __vnegss4) V(52, __vsads2) V(53, __vsads4) V(54, __vsadu2)
  V(55, __vsadu4) V(56, __vseteq2) V(57, __vseteq4) V(58, __vsetges2) V(59, __vsetges4)
  V(60, __vsetgeu2) V(61, __vsetgeu4) V(62, __vsetgts2) V(63, __vsetgts4) V(64, __vsetgtu2)
  V(65, __vsetgtu4) V(66, __vsetles2) V(67, __vsetles4) V(68, __vsetleu2) V(69, __vsetleu4)
  V(70, __vsetlts2) V(71, __vsetlts4) V(72, __vsetltu2) V(73, __vsetltu4) V(74, __vsetne2)
  V(75, __vsetne4) V(76, __vsub2) V(77, __vsub4) V(78, __vsubss2) V(79, __vsubss4)
}

extern "C" __global__ void simd2(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  unsigned a = in[2 * i], b = in[2 * i + 1];
  unsigned *o = out + 4 * i;
  o[0] = __vsubus2(a, b);
  o[1] = __vsubus4(a, b);
  o[2] = __byte_perm(a, b, b);
  o[3] = __byte_perm(b, a, a >> 16);
}

// Signed and unsigned div/rem of every width; the divisor is never zero.
extern "C" __global__ void divrem(const long long *in, long long *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  long long a = in[2 * i], b = in[2 * i + 1];
  long long *o = out + 12 * i;
  int a32 = (int)a, b32 = (int)b;
  short a16 = (short)a, b16 = (short)b;
  int r;
  long long q;
  asm("div.s32 %0, %1, %2;" : "=r"(r) : "r"(a32), "r"(b32)); o[0] = r;
  asm("rem.s32 %0, %1, %2;" : "=r"(r) : "r"(a32), "r"(b32)); o[1] = r;
  asm("div.u32 %0, %1, %2;" : "=r"(r) : "r"(a32), "r"(b32)); o[2] = (unsigned)r;
  asm("rem.u32 %0, %1, %2;" : "=r"(r) : "r"(a32), "r"(b32)); o[3] = (unsigned)r;
  asm("div.s64 %0, %1, %2;" : "=l"(q) : "l"(a), "l"(b)); o[4] = q;
  asm("rem.s64 %0, %1, %2;" : "=l"(q) : "l"(a), "l"(b)); o[5] = q;
  asm("div.u64 %0, %1, %2;" : "=l"(q) : "l"(a), "l"(b)); o[6] = q;
  asm("rem.u64 %0, %1, %2;" : "=l"(q) : "l"(a), "l"(b)); o[7] = q;
  short s;
  asm("div.s16 %0, %1, %2;" : "=h"(s) : "h"(a16), "h"(b16)); o[8] = s;
  asm("rem.s16 %0, %1, %2;" : "=h"(s) : "h"(a16), "h"(b16)); o[9] = s;
  // C++ division (nvcc's own sequences, with a constant and a runtime divisor)
  o[10] = (b != -1 || a != INT64_MIN) ? a / b + a % 7 : 0;
  o[11] = (long long)((unsigned long long)a / (unsigned long long)b) ^ (long long)((unsigned)a32 % 10u);
}

// atomicInc: old >= lim ? 0 : old + 1; atomicDec: (old == 0 || old > lim) ? lim : old - 1.
extern "C" __global__ void incdec(unsigned *v, const unsigned *lim, unsigned *old, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  old[2 * i] = atomicInc(&v[2 * i], lim[i]);
  old[2 * i + 1] = atomicDec(&v[2 * i + 1], lim[i]);
}
