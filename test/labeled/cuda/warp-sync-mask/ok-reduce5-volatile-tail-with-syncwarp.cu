// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Harris's reduce5 tail made safe for independent thread scheduling the way
// the CUDA samples do it: the unrolled warp tail under `if (tid < 32)` reads
// and writes a volatile shared array with a __syncwarp() between levels.
// With 256 threads all 32 lanes of warp 0 enter the branch, so the default
// full mask of __syncwarp() is exactly the lanes that execute it.
__device__ void warpReduce(volatile float *sdata, unsigned tid) {
  float v = sdata[tid];
  v += sdata[tid + 32]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 16]; __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 8];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 4];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 2];  __syncwarp(); sdata[tid] = v; __syncwarp();
  v += sdata[tid + 1];  __syncwarp(); sdata[tid] = v;
}
__global__ void reduce5(const float *g_idata, float *g_odata, unsigned n) {
  __shared__ float sdata[256];
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (blockDim.x * 2) + threadIdx.x;
  float s0 = (i < n) ? g_idata[i] : 0.f;
  if (i + blockDim.x < n)
    s0 += g_idata[i + blockDim.x];
  sdata[tid] = s0;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 32; s >>= 1) {
    if (tid < s)
      sdata[tid] += sdata[tid + s];
    __syncthreads();
  }
  if (tid < 32)
    warpReduce(sdata, tid);
  if (tid == 0)
    g_odata[blockIdx.x] = sdata[0];
}
