// EXPECT: warp-sync-mask
// Each lane walks its own linked list and publishes its position to the warp
// on every step with a full-warp __syncwarp() inside the loop: lanes with a
// short list leave the loop while their neighbours still wait for them.
__global__ void list_walk(const int *next, const int *heads, int *out) {
  __shared__ int pos[8][32];
  int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  int node = heads[blockIdx.x * blockDim.x + threadIdx.x];
  int acc = 0;
  while (node >= 0) {
    pos[warp][lane] = node;
    __syncwarp();
    acc += pos[warp][lane ^ 1];
    __syncwarp();
    node = next[node];
  }
  out[blockIdx.x * blockDim.x + threadIdx.x] = acc;
}
