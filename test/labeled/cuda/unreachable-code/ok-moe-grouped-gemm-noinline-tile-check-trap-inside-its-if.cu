// EXPECT: clean
// OK: the same MoE grouped-GEMM style kernel with the out-of-line work-item
// check as intended: the error word is written and the `trap` executed only
// inside the `if` for a bad (expert, tile); a valid item returns from the
// check and the tile computation after the call runs.
__device__ __noinline__ void check_work_item(int expert, int tile, int num_experts, const int *tiles_per_expert,
                                             int *err) {
  if (expert < 0 || expert >= num_experts || tile >= tiles_per_expert[expert]) {
    atomicExch(err, (expert << 16) | tile);
    __threadfence();
    asm volatile("trap;");
  }
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
