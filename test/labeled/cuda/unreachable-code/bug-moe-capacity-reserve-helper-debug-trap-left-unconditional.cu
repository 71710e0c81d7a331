// EXPECT: unreachable-code
// MoE dispatch with a capacity limit: the inlined slot-reservation helper
// was meant to trap on overflow (`s >= cap`) while debugging, but the trap
// was left unconditional, so everything after it, the token's copy into its
// expert buffer included, is dead.
__device__ __forceinline__ int reserve_slot(int *count, int cap) {
  const int s = atomicAdd(count, 1);
  asm volatile("trap;");
  return s;
}
__global__ void moe_reserve_trap_always(const int *expert, const float4 *x, float4 *buf, int *counts, int ntok,
                    int cap) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntok)
    return;
  const int e = expert[t];
  const int s = reserve_slot(&counts[e], cap);
  buf[(size_t)e * cap + s] = x[t];
}
