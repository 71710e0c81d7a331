// EXPECT: uninitialized-register
// ARCHS: sm_80 sm_90
// Warp-level minimum of per-lane distances for a k-NN step, written as an
// inline-PTX helper: redux.sync.min.u32 on the order-preserving bit patterns
// into scratch `m`, then the lanes compare against it. The compare reads
// `mn` (a second scratch left from an earlier draft) instead of `m`.
__device__ __forceinline__ unsigned warp_min_is_mine(unsigned key) {
  unsigned mine;
  asm volatile("{\n\t.reg .u32 m, mn;\n\t.reg .pred p;\n\t"
               "redux.sync.min.u32 m, %1, 0xffffffff;\n\t"
               "setp.eq.u32 p, %1, mn;\n\t"
               "selp.u32 %0, 1, 0, p;\n\t}"
               : "=r"(mine)
               : "r"(key));
  return mine;
}
__global__ void knn_step(const float *dist, int *winner) {
  int lane = threadIdx.x % 32;
  float d = dist[blockIdx.x * blockDim.x + threadIdx.x];
  unsigned key = __float_as_uint(d);
  if (warp_min_is_mine(key))
    atomicMin(&winner[blockIdx.x * (blockDim.x / 32) + threadIdx.x / 32], lane);
}
