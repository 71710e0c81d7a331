// End-to-end: warp vote/match/reduce intrinsics in divergent code and
// half-precision (f16x2, bf16) arithmetic. Expected values: warp_half.py.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

extern "C" __global__ void warp_half(const unsigned *in, const __half2 *h, unsigned *out,
                                     __half2 *hout, __nv_bfloat16 *bout) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned v = in[i];
  unsigned lane = threadIdx.x & 31;
  unsigned ballot = __ballot_sync(0xffffffffu, v & 1);
  int any = __any_sync(0xffffffffu, v == 12345u);
  unsigned match = __match_any_sync(0xffffffffu, v & 3);
  unsigned sum = __reduce_add_sync(0xffffffffu, v & 0xff);
  unsigned mx = __reduce_max_sync(0xffffffffu, v >> 8);
  unsigned sub = 0;
  if (lane < 20) // a subset of the warp
    sub = __reduce_or_sync(0x000fffffu, 1u << (lane % 7));
  unsigned active = 0;
  if (v & 2)
    active = __activemask();
  out[8 * i + 0] = ballot;
  out[8 * i + 1] = any;
  out[8 * i + 2] = match;
  out[8 * i + 3] = sum;
  out[8 * i + 4] = mx;
  out[8 * i + 5] = sub;
  out[8 * i + 6] = active;
  out[8 * i + 7] = __shfl_xor_sync(0xffffffffu, v, 5);
  __half2 a = h[i], b = h[(i + 1) & 63];
  hout[2 * i] = __hadd2(a, b);
  hout[2 * i + 1] = __hmul2(a, b);
  float fa = __low2float(a), fb = __high2float(b);
  bout[i] = __float2bfloat16_rn(fa * fb);
}
