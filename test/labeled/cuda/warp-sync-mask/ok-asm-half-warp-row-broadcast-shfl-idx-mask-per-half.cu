// EXPECT: clean
// PTXLINT-ARGS: --block-dim=128
// Two 16-lane rows per warp: each half broadcasts its first lane's row scale
// with an inline `shfl.sync.idx` over 16-lane segments, with the membermask
// of its own half (0xffff << (lane & 16)).
__device__ __forceinline__ float row_bcast_ok(float v, unsigned mask) {
  float r;
  asm volatile("shfl.sync.idx.b32 %0, %1, 0, 0x101f, %2;" : "=f"(r) : "f"(v), "r"(mask));
  return r;
}
__global__ void rows16_scale_ok(const float *x, const float *scale, float *y) {
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const int row = i / 16;
  const unsigned lane = threadIdx.x % 32;
  const float s = (threadIdx.x % 16 == 0) ? scale[row] : 0.f;
  y[i] = x[i] * row_bcast_ok(s, 0xffffu << (lane & 16));
}
