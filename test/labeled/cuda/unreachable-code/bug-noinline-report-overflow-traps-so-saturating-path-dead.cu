// EXPECT: unreachable-code
// int8 quantisation that is supposed to saturate out-of-range values and
// count them: the overflow branch reports the element through an
// out-of-line helper, bumps a global counter and stores the saturated code.
// BUG: the helper was copied from the kernel library's fatal-error helper
// and still ends in an inline `trap;`, so it never returns: the counter
// update and the saturated store after the call can never run (and any
// overflow aborts the whole grid instead of saturating).
#include <cstdint>
#include <cstdio>
__device__ __noinline__ void report_overflow(int i, float v) {
  printf("quantize: element %d = %f out of range, saturating\n", i, v);
  asm volatile("trap;");
}
template <int BLOCK>
__global__ void __launch_bounds__(BLOCK)
quantize_i8(const float *__restrict__ x, int8_t *__restrict__ q, unsigned *__restrict__ n_sat,
            float inv_scale, int n) {
  const int i = blockIdx.x * BLOCK + threadIdx.x;
  if (i >= n)
    return;
  const float v = x[i] * inv_scale;
  if (!(fabsf(v) <= 127.f)) {
    report_overflow(i, v);
    atomicAdd(n_sat, 1u);
    q[i] = v > 0.f ? int8_t(127) : int8_t(-127);
    return;
  }
  q[i] = static_cast<int8_t>(__float2int_rn(v));
}
template __global__ void quantize_i8<256>(const float *, int8_t *, unsigned *, float, int);
