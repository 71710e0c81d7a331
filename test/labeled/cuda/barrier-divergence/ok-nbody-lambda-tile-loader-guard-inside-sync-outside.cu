// EXPECT: clean
// N-body acceleration with shared-memory body tiles: the staging lambda
// guards only its load (out-of-range threads write a massless body) and every
// thread calls it, so the __syncthreads() inside is reached by the whole
// block on every tile (the tile loop's bound depends on n and blockDim only).
__global__ void nbody_acc(const float4 *__restrict__ pos, float3 *__restrict__ acc, int n,
                          float soft2) {
  extern __shared__ float4 tile[];
  const int i = blockIdx.x * blockDim.x + threadIdx.x;
  const float4 me = pos[min(i, n - 1)];
  auto stage = [&](int t) {
    const int j = t * blockDim.x + threadIdx.x;
    tile[threadIdx.x] = j < n ? pos[j] : make_float4(0.f, 0.f, 0.f, 0.f);
    __syncthreads();
  };
  float3 a = make_float3(0.f, 0.f, 0.f);
  for (int t = 0; t * (int)blockDim.x < n; ++t) {
    stage(t);
    for (int k = 0; k < (int)blockDim.x; ++k) {
      float dx = tile[k].x - me.x, dy = tile[k].y - me.y, dz = tile[k].z - me.z;
      float inv = rsqrtf(dx * dx + dy * dy + dz * dz + soft2);
      float f = tile[k].w * inv * inv * inv;
      a.x += f * dx; a.y += f * dy; a.z += f * dz;
    }
    __syncthreads();
  }
  if (i < n) acc[i] = a;
}
