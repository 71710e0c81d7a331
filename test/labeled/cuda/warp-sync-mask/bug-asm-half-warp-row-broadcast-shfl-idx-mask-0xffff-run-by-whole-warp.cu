// EXPECT: warp-sync-mask
// PTXLINT-ARGS: --block-dim=128
// Two 16-lane rows per warp: each half broadcasts its first lane's row scale
// with an inline `shfl.sync.idx` over 16-lane segments. The membermask is
// the constant 0xffff for both halves, so lanes 16-31 execute a shuffle
// whose mask does not name them.
__device__ __forceinline__ float row_bcast(float v) {
  float r;
  asm volatile("shfl.sync.idx.b32 %0, %1, 0, 0x101f, 0xffff;" : "=f"(r) : "f"(v));
  return r;
}
__global__ void rows16_scale(const float *x, const float *scale, float *y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = i / 16;
  const float s = (threadIdx.x % 16 == 0) ? scale[row] : 0.f;
  y[i] = x[i] * row_bcast(s);
}
