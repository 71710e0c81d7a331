// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=32,8
// A 32x8 block split into two groups of four rows that sync separately on
// named barriers 1 and 2 (id 1 + ty/4). The count is blockDim.x * 2, written
// when the groups had two rows; each group is 128 threads, so a barrier
// completes with the first two warps of the group and the other two start a
// new phase.
__global__ void __launch_bounds__(256) row_groups(const float *in, float *out) {
  __shared__ float tile[8][33];
  int tx = threadIdx.x, ty = threadIdx.y;
  tile[ty][tx] = in[(blockIdx.x * 8 + ty) * 32 + tx];
  unsigned id = 1 + ty / 4, count = blockDim.x * 2;
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
  int base = (ty / 4) * 4;
  float s = tile[base][tx] + tile[base + 1][tx] + tile[base + 2][tx] + tile[base + 3][tx];
  out[(blockIdx.x * 8 + ty) * 32 + tx] = s - tile[ty][tx];
}
