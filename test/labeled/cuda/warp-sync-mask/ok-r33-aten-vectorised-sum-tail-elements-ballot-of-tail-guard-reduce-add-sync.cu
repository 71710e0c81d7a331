// EXPECT: clean
// ARCHS: sm_80 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// PyTorch-like vectorised sum: the body is read as float4 by a grid-stride
// loop and the n % 4 tail elements are added by the first warp of block 0.
// The tail warp takes the ballot of its guard first and reduces with that
// exact mask inside the guard: the lanes that run __reduce_add_sync are the
// lanes the mask names.
__device__ __forceinline__ float warp_sum(float v) {
  for (int o = 16; o > 0; o >>= 1)
    v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}
__global__ void __launch_bounds__(256) vec_sum(const float *__restrict__ x, float *__restrict__ total, int n) {
  const int n4 = n / 4;
  float acc = 0.f;
  for (int i = blockIdx.x * 256 + threadIdx.x; i < n4; i += gridDim.x * 256) {
    const float4 v = reinterpret_cast<const float4 *>(x)[i];
    acc += (v.x + v.y) + (v.z + v.w);
  }
  acc = warp_sum(acc);
  const int lane = threadIdx.x & 31;
  if (lane == 0)
    atomicAdd(total, acc);
  if (blockIdx.x == 0 && threadIdx.x < 32) {
    const bool tail = lane < n % 4;
    const unsigned m = __ballot_sync(0xffffffffu, tail);
    if (tail) {
      // the tail values are integers scaled by 2^-8 in this tensor, summed exactly
      const int t = __reduce_add_sync(m, __float2int_rn(x[4 * n4 + lane] * 256.f));
      if (lane == __ffs(m) - 1)
        atomicAdd(total, t / 256.f);
    }
  }
}
