// EXPECT: barrier-misuse
// ARCHS: sm_80 sm_90
// MODES: O3 G lineinfo
// PTXLINT-ARGS: --block-dim=256
// BUG: custom two-shot all-reduce, reduce-scatter stage: the first four
// warps of each block sum this rank's shard from the peers' buffers into
// shared memory while the other four copy the previous shard out, and the
// reducer warps synchronise among themselves on named barrier 1 before
// they write the shard back. The count was taken from the kernel's block
// size template parameter (256) instead of the reducer threads (128): no
// phase of barrier 1 can complete with only 128 threads arriving.
template <int BLOCK, int NRANKS>
__global__ void __launch_bounds__(BLOCK)
    two_shot_reduce_scatter(const float *const *__restrict__ peers, float *__restrict__ shard_out,
                            float *__restrict__ prev_out, const float *__restrict__ prev_in, int rank, int shard) {
  __shared__ float acc[BLOCK / 2][4];
  const int warp = threadIdx.x / 32;
  const int base = rank * shard + blockIdx.x * (BLOCK / 2) * 4;
  if (warp < 4) {
    const int t = threadIdx.x;
#pragma unroll
    for (int j = 0; j < 4; ++j) {
      float s = 0.f;
#pragma unroll
      for (int r = 0; r < NRANKS; ++r)
        s += peers[r][base + t * 4 + j];
      acc[t][j] = s;
    }
    asm volatile("bar.sync 1, %0;" ::"n"(BLOCK) : "memory");
    const int t2 = (t + 17) % (BLOCK / 2);
#pragma unroll
    for (int j = 0; j < 4; ++j)
      shard_out[blockIdx.x * (BLOCK / 2) * 4 + t2 * 4 + j] = acc[t2][j];
  } else {
    const int t = threadIdx.x - BLOCK / 2;
    for (int i = t; i < (BLOCK / 2) * 4; i += BLOCK / 2)
      prev_out[blockIdx.x * (BLOCK / 2) * 4 + i] = prev_in[blockIdx.x * (BLOCK / 2) * 4 + i];
  }
}
template __global__ void two_shot_reduce_scatter<256, 8>(const float *const *, float *, float *, const float *, int, int);
