// EXPECT: unreachable-code
// BUG: an MoE grouped-GEMM style kernel reads its (expert, tile) work item
// from a schedule built on the host and validates it with an out-of-line
// check that records the bad tile in an error word and traps. A brace moved
// in the check: the `trap` now sits after the `if` instead of inside it, so
// the helper never returns, and everything after the call in the kernel
// (the whole tile computation) is unreachable.
__device__ __noinline__ void check_work_item(int expert, int tile, int num_experts, const int *tiles_per_expert,
                                             int *err) {
  if (expert < 0 || expert >= num_experts || tile >= tiles_per_expert[expert]) {
    atomicExch(err, (expert << 16) | tile);
    __threadfence();
  }
  asm volatile("trap;");
}
__global__ void __launch_bounds__(128) moe_expert_rowscale(const int2 *__restrict__ schedule,
                                                           const int *__restrict__ tiles_per_expert,
                                                           const int *__restrict__ expert_offsets,
                                                           const float *__restrict__ x, const float *__restrict__ gate,
                                                           float *__restrict__ y, int num_experts, int D,
                                                           int *__restrict__ err) {
  const int2 item = schedule[blockIdx.x];
  const int expert = item.x, tile = item.y;
  check_work_item(expert, tile, num_experts, tiles_per_expert, err);
  const int row = expert_offsets[expert] + tile * 4 + threadIdx.x / 32;
  const float g = gate[row];
  for (int d = threadIdx.x % 32; d < D; d += 32)
    y[(size_t)row * D + d] = g * x[(size_t)row * D + d];
}
