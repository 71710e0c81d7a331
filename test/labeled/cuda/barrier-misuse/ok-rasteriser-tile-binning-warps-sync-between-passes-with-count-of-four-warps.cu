// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// OK: tile binning of a software rasteriser, one block per 64x64-pixel
// screen tile. Warps 0-3 test the frame's triangles' bounding boxes against
// the tile and append the overlapping ones to a shared bin, then sort the
// bin's first 128 entries by depth; warps 4-7 meanwhile clear the tile's
// depth and colour buffers. The binning warps sync between their two passes
// on named barrier 1 with a count of 128: exactly the four warps that run it.
__global__ void __launch_bounds__(256)
bin_tile(const float4 *__restrict__ bbox, const float *__restrict__ zmin, int ntri, int ntx,
         int *__restrict__ bins, int *__restrict__ counts, float *__restrict__ depth, unsigned *__restrict__ color) {
  __shared__ int bin[1024];
  __shared__ int nbin;
  const int t = threadIdx.x, tile = blockIdx.x;
  const float x0 = (tile % ntx) * 64.f, y0 = (tile / ntx) * 64.f;
  if (t == 0) nbin = 0;
  __syncthreads();
  if (t < 128) {
    for (int i = t; i < ntri; i += 128) {
      const float4 b = bbox[i];
      if (b.z < x0 || b.x >= x0 + 64.f || b.w < y0 || b.y >= y0 + 64.f) continue;
      const int slot = atomicAdd(&nbin, 1);
      if (slot < 1024) bin[slot] = i;
    }
    asm volatile("bar.sync 1, 128;" ::: "memory");
    const int n = min(nbin, 1024);
    if (t < n && t < 128) {
      const int me = bin[t];
      const float z = zmin[me];
      int rank = 0;
      for (int j = 0; j < min(n, 128); ++j) rank += zmin[bin[j]] < z || (zmin[bin[j]] == z && j < t);
      bins[(size_t)tile * 128 + rank] = me;
    }
    if (t == 0) counts[tile] = n;
  } else {
    for (int i = t - 128; i < 64 * 64; i += 128) {
      const int px = (tile % ntx) * 64 + i % 64, py = (tile / ntx) * 64 + i / 64;
      depth[(size_t)py * ntx * 64 + px] = 1.f;
      color[(size_t)py * ntx * 64 + px] = 0u;
    }
  }
}
