// EXPECT: clean
// MoE dispatch with a capacity limit: the inlined slot-reservation helper
// traps only when the expert overflows (`s >= cap`); otherwise the token is
// copied into its expert buffer.
__device__ __forceinline__ int reserve_slot(int *count, int cap) {
  const int s = atomicAdd(count, 1);
  if (s >= cap)
    asm volatile("trap;");
  return s;
}
__global__ void moe_reserve_trap_guarded(const int *expert, const float4 *x, float4 *buf, int *counts, int ntok,
                    int cap) {
  const int t = blockIdx.x * blockDim.x + threadIdx.x;
  if (t >= ntok)
    return;
  const int e = expert[t];
  const int s = reserve_slot(&counts[e], cap);
  buf[(size_t)e * cap + s] = x[t];
}
