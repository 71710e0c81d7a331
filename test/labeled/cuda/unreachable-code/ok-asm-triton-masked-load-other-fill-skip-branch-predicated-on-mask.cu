// EXPECT: clean
// OK: the same Triton-style masked load in inline PTX (write `other`, branch
// over the load when the mask is off, load) with the branch predicated on the
// mask, `@!m bra $Lmask_done`: lanes whose column is inside the row load it,
// the others keep -inf.
#include <math.h>
__device__ __forceinline__ float load_masked(const float *p, bool mask, float other) {
  float v;
  asm volatile("{\n\t"
               ".reg .pred m;\n\t"
               "setp.ne.b32 m, %2, 0;\n\t"
               "mov.f32 %0, %3;\n\t"
               "@!m bra $Lmask_done;\n\t"
               "ld.global.nc.f32 %0, [%1];\n\t"
               "$Lmask_done:\n\t"
               "}"
               : "=f"(v)
               : "l"(p), "r"((int)mask), "f"(other));
  return v;
}
__global__ void __launch_bounds__(128) row_max(const float *__restrict__ X, float *__restrict__ out, int rows,
                                               int n_cols) {
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  const int row = blockIdx.x * 4 + warp;
  if (row >= rows)
    return;
  float m = -INFINITY;
  for (int c0 = 0; c0 < n_cols; c0 += 32) {
    const int c = c0 + lane;
    m = fmaxf(m, load_masked(X + (size_t)row * n_cols + c, c < n_cols, -INFINITY));
  }
  for (int o = 16; o > 0; o >>= 1)
    m = fmaxf(m, __shfl_xor_sync(0xffffffffu, m, o));
  if (lane == 0)
    out[row] = m;
}
