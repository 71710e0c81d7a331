// EXPECT: clean
// Each lane walks its own linked list (a different trip count per lane) and
// writes its result to a warp-private shared slot; the full-warp __syncwarp()
// comes after the loop, where every lane has arrived again, before the lanes
// read their neighbour's slot.
__global__ void list_lengths(const int *next, const int *heads, int *out) {
  __shared__ int len[8][32];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int node = heads[blockIdx.x * blockDim.x + threadIdx.x];
  int count = 0;
  while (node >= 0) {
    node = next[node];
    ++count;
  }
  len[warp][lane] = count;
  __syncwarp();
  out[blockIdx.x * blockDim.x + threadIdx.x] =
      count - len[warp][(lane + 31) % 32];
}
