// EXPECT: barrier-misuse
// PTXLINT-ARGS: --block-dim=32,8
// Matrix transpose through padded shared memory with two independent 32x32
// tiles per 32x8 block: threadIdx.y < 4 work on tile 0 and the rest on tile
// 1, each half syncing on its own named barrier with a count of half the
// block computed as (blockDim.x * blockDim.y) >> 2 (BUG: shifts by two): 64,
// while each half is 4 rows of 32 threads, 128 threads, so every barrier
// completes with two of a half's four warps and the other two start a new
// phase.
__global__ void transpose_two_tiles(const float* __restrict__ in, float* __restrict__ out, int n) {
  __shared__ float tile[2][32][33];
  const int half = threadIdx.y >> 2, ty = threadIdx.y & 3;
  const int bx = blockIdx.x * 32, by = (blockIdx.y * 2 + half) * 32;
  for (int j = ty; j < 32; j += 4) tile[half][j][threadIdx.x] = in[(size_t)(by + j) * n + bx + threadIdx.x];
  const unsigned half_threads = (blockDim.x * blockDim.y) >> 2;  // BUG: a quarter of the block
  asm volatile("bar.sync %0, %1;" ::"r"(1 + half), "r"(half_threads) : "memory");
  for (int j = ty; j < 32; j += 4) out[(size_t)(bx + j) * n + by + threadIdx.x] = tile[half][threadIdx.x][j];
}
