// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_90
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=256
// BUG: PyTorch-like vectorised sum: the body of the tensor is read as float4
// by a grid-stride loop, and the n % 4 tail elements are added by the first
// warp of block 0. The tail path was given its own warp reduction with the
// full mask, but it sits inside `if (lane < n % 4)`: at most three lanes run
// the shuffles that name all 32.
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
    if (lane < n % 4) {
      const float t = warp_sum(x[4 * n4 + lane]);
      if (lane == 0)
        atomicAdd(total, t);
    }
  }
}
