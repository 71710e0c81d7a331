// EXPECT: barrier-divergence
// Persistent kernel: each warp grabs its own tile from a global atomic work
// counter (lane 0 takes the ticket and broadcasts it), but the tile is staged
// through shared memory with __syncthreads(); warps whose ticket runs past
// the end leave the loop while the others still wait at the barrier.
__global__ void persistent_rows(const float *in, float *out, int *next,
                                int tiles) {
  __shared__ float stage[8][32];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  while (true) {
    int t = 0;
    if (lane == 0)
      t = atomicAdd(next, 1);
    t = __shfl_sync(0xffffffff, t, 0);
    if (t >= tiles)
      break;
    stage[warp][lane] = in[t * 32 + lane];
    __syncthreads();
    out[t * 32 + lane] = stage[warp][(lane + 1) % 32] - stage[warp][lane];
    __syncthreads();
  }
}
