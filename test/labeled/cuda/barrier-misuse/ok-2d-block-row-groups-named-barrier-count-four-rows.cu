// EXPECT: clean
// PTXLINT-ARGS: --block-dim=32,8
// A 32x8 block split into two groups of four rows on named barriers 1 and 2;
// the count blockDim.x * 4 is the 128 threads of a group.
__global__ void __launch_bounds__(256) row_groups(const float *in, float *out) {
  __shared__ float tile[8][33];
  int tx = threadIdx.x, ty = threadIdx.y;
  tile[ty][tx] = in[(blockIdx.x * 8 + ty) * 32 + tx];
  unsigned id = 1 + ty / 4, count = blockDim.x * 4;
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
  int base = (ty / 4) * 4;
  float s = tile[base][tx] + tile[base + 1][tx] + tile[base + 2][tx] + tile[base + 3][tx];
  out[(blockIdx.x * 8 + ty) * 32 + tx] = s - tile[ty][tx];
}
