// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: Barrett reduction for a 64-bit NTT prime: the full 128-bit product
// a * b is built from 32-bit limbs in inline PTX with carry chains. The top
// limb %3 is seeded from the third column's carry with `addc.u32 %3, 0, 0`
// (after the carry-out of `madc.hi.cc`) before the last partial product's
// high half is added into it: every limb is written before it is read.
#include <cstdint>
__device__ __forceinline__ void mul_wide(uint64_t a, uint64_t b, uint64_t &lo, uint64_t &hi) {
  unsigned r0, r1, r2, r3;
  const unsigned a0 = (unsigned)a, a1 = (unsigned)(a >> 32), b0 = (unsigned)b, b1 = (unsigned)(b >> 32);
  asm("mul.lo.u32       %0, %4, %6;\n\t"
      "mul.hi.u32       %1, %4, %6;\n\t"
      "mad.lo.cc.u32    %1, %5, %6, %1;\n\t"
      "madc.hi.u32      %2, %5, %6, 0;\n\t"
      "mad.lo.cc.u32    %1, %4, %7, %1;\n\t"
      "madc.hi.cc.u32   %2, %4, %7, %2;\n\t"
      "addc.u32         %3, 0, 0;\n\t"
      "mad.lo.cc.u32    %2, %5, %7, %2;\n\t"
      "madc.hi.u32      %3, %5, %7, %3;"
      : "=&r"(r0), "=&r"(r1), "=&r"(r2), "=&r"(r3)
      : "r"(a0), "r"(a1), "r"(b0), "r"(b1));
  lo = ((uint64_t)r1 << 32) | r0;
  hi = ((uint64_t)r3 << 32) | r2;
}
__global__ void __launch_bounds__(256)
ntt_pointwise_mul(const uint64_t *__restrict__ x, const uint64_t *__restrict__ y,
                  uint64_t *__restrict__ z, uint64_t q, uint64_t mu, int s, int n) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n) return;
  uint64_t lo, hi;
  mul_wide(x[i], y[i], lo, hi);
  const uint64_t qhat = __umul64hi((hi << (64 - s)) | (lo >> s), mu);
  uint64_t r = lo - qhat * q;
  while (r >= q) r -= q;
  z[i] = r;
}
