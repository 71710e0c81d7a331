// EXPECT: barrier-divergence
// Textbook 1D convolution with a shared-memory tile and halo. The bounds
// check `if (i >= n) return;` was hoisted to the top of the kernel (BUG):
// in the last block the threads past the end of the signal leave before
// the __syncthreads() that the other threads of the block wait at after
// loading the tile. (Their halo loads are also skipped, but the hang comes
// first.)
#define MASK_WIDTH 5
#define TILE 256
__constant__ float c_mask[MASK_WIDTH];
__global__ void conv1d_tiled(const float *in, float *out, int n) {
  __shared__ float tile[TILE + MASK_WIDTH - 1];
  int i = blockIdx.x * TILE + threadIdx.x;
  if (i >= n)
    return;
  const int r = MASK_WIDTH / 2;
  tile[threadIdx.x + r] = in[i];
  if (threadIdx.x < r) {
    int left = i - r;
    tile[threadIdx.x] = left >= 0 ? in[left] : 0.f;
    int right = blockIdx.x * TILE + TILE + threadIdx.x;
    tile[TILE + r + threadIdx.x] = right < n ? in[right] : 0.f;
  }
  __syncthreads();
  float acc = 0.f;
  for (int k = 0; k < MASK_WIDTH; ++k)
    acc += tile[threadIdx.x + k] * c_mask[k];
  out[i] = acc;
}
