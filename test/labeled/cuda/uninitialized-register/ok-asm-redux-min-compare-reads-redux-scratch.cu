// EXPECT: clean
// ARCHS: sm_80 sm_90
// Warp-level minimum of per-lane distances for a k-NN step, written as an
// inline-PTX helper: redux.sync.min.u32 on the order-preserving bit patterns
// (non-negative floats) into scratch `m`, then each lane compares its own key
// against `m`; the second scratch `mn` (the key's complement, zero only for
// the all-ones NaN pattern, which must not win) is written before it is read.
__device__ __forceinline__ unsigned warp_min_is_mine(unsigned key) {
  unsigned mine;
  asm volatile("{\n\t.reg .u32 m, mn;\n\t.reg .pred p;\n\t"
               "redux.sync.min.u32 m, %1, 0xffffffff;\n\t"
               "not.b32 mn, %1;\n\t"
               "setp.eq.u32 p, %1, m;\n\t"
               "setp.ne.and.u32 p, mn, 0, p;\n\t"
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
