// EXPECT: barrier-divergence
// N-body acceleration with shared-memory body tiles. A lambda stages tile t
// into shared memory and contains the __syncthreads() that publishes it. For
// the last, partial tile the author called the lambda only where the body
// index is in range (BUG): threads past n skip the lambda and with it the
// barrier inside, so the barrier is divergent in the last tile.
__global__ void nbody_acc(const float4 *__restrict__ pos, float3 *__restrict__ acc, int n,
                          float soft2) {
  extern __shared__ float4 tile[];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 me = pos[min(i, n - 1)];
  auto stage = [&](int t) {
    tile[threadIdx.x] = pos[t * blockDim.x + threadIdx.x];
    __syncthreads();
  };
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int t = 0; t * (int)blockDim.x < n; ++t) {
    if (t * blockDim.x + threadIdx.x < n)
      stage(t);  // BUG: the barrier inside is skipped by out-of-range threads
    const int cnt = min((int)blockDim.x, n - t * (int)blockDim.x);
    for (int k = 0; k < cnt; ++k) {
      float dx = tile[k].x - me.x, dy = tile[k].y - me.y, dz = tile[k].z - me.z;
      float inv = rsqrtf(dx * dx + dy * dy + dz * dz + soft2);
      float f = tile[k].w * inv * inv * inv;
      a.x += f * dx; a.y += f * dy; a.z += f * dz;
    }
    __syncthreads();
  }
  if (i < n) acc[i] = a;
}
