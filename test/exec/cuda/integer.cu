// End-to-end: integer mixing (mul.hi, funnel shifts, popc, clz, brev, 64-bit
// multiply, division by a runtime value). Expected values: integer.py.
#include <cstdint>

__device__ __noinline__ uint32_t mix(uint32_t x, uint32_t k) {
  x ^= x >> 16;
  x *= 0x7feb352dU;
  x ^= __funnelshift_l(x, x, k & 31);
  x += __umulhi(x, 0x846ca68bU);
  return x;
}

extern "C" __global__ void integer_mix(const uint32_t *in, uint32_t *out, uint32_t n,
                                       uint32_t div) {
  uint32_t i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  uint32_t x = in[i];
  uint32_t h = mix(x, i);
  uint64_t w = (uint64_t)x * (uint64_t)(h | 1);
  int32_t s = (int32_t)x;
  out[4 * i + 0] = h;
  out[4 * i + 1] = (uint32_t)(w >> 29) ^ __popc(x) ^ (__clz(x | 1) << 8);
  out[4 * i + 2] = __brev(x) + x / div + (uint32_t)(s % (int32_t)(div + 3));
  out[4 * i + 3] = (uint32_t)(s >> (i & 31)) + (x << (i & 7)) + (uint32_t)(s / 7);
}
