// EXPECT: barrier-divergence
// A search loop where each thread breaks out as soon as it finds its key; the
// barrier at the bottom of the loop is then skipped by the finished threads.
__global__ void find_keys(const int *table, const int *keys, int *pos, int n) {
  __shared__ int chunk[128];
  int key = keys[blockIdx.x * blockDim.x + threadIdx.x];
  int found = -1;
  for (int base = 0; base < n; base += 128) {
    chunk[threadIdx.x] = table[base + threadIdx.x];
    __syncthreads();
    for (int j = 0; j < 128; ++j)
      if (chunk[j] == key) found = base + j;
    if (found >= 0)
      break;
    __syncthreads();
  }
  pos[blockIdx.x * blockDim.x + threadIdx.x] = found;
}
