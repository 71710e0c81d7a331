// EXPECT: barrier-divergence
// GPU Gems 3 style n-body force pass: bodies are staged into shared memory
// one tile per trip. The loop condition was written `tile * BS < n && i < n`
// to also skip the work of out-of-range threads (BUG): in the last block the
// threads with i >= n never enter the loop, so the two __syncthreads() per
// tile are reached only by the in-range threads of that block.
#define BS 128
__global__ void nbody_forces(const float4 *pos, float3 *acc, int n, float eps2) {
  __shared__ float4 sh[BS];
  int i = blockIdx.x * BS + threadIdx.x;
  float4 me = i < n ? pos[i] : make_float4(0.f, 0.f, 0.f, 0.f);
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int tile = 0; tile * BS < n && i < n; ++tile) {
    int j = tile * BS + threadIdx.x;
    sh[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
    for (int k = 0; k < BS; ++k) {
      float4 o = sh[k];
      float dx = o.x - me.x, dy = o.y - me.y, dz = o.z - me.z;
      float d2 = dx * dx + dy * dy + dz * dz + eps2;
      float inv = rsqrtf(d2);
      float s = o.w * inv * inv * inv;
      a.x += dx * s; a.y += dy * s; a.z += dz * s;
    }
    __syncthreads();
  }
  if (i < n)
    acc[i] = a;
}
